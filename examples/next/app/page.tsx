export default function HomePage() {
  return <h1>Welcome to the Demo Salon</h1>;
}
