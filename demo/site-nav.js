// The demo's navigation, shared by every page.
const PAGES = [
  ['/', 'Paste-in snippet'],
  ['/inline.html', 'Inline'],
  ['/several.html', 'Several businesses'],
  ['/hostile.html', 'Hostile theme'],
  ['/theming.html', 'Theming'],
  ['/events.html', 'Event log'],
];

const nav = document.querySelector('nav[data-demo-nav]');
for (const [href, label] of PAGES) {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = label;
  if (location.pathname === href || (href === '/' && location.pathname === '/index.html')) {
    link.setAttribute('aria-current', 'page');
  }
  nav.append(link);
}
