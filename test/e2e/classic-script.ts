/** Loads a script the way a site owner's paste-in tag does: a classic, non-module <script>. */
export function loadClassicScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load: run npm run build first`));
    document.head.append(script);
  });
}
