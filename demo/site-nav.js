// The demo's header and navigation, shared by every page.
const PAGES = [
  ['/', 'Paste-in snippet'],
  ['/inline.html', 'Inline'],
  ['/several.html', 'Several businesses'],
  ['/hostile.html', 'Hostile theme'],
  ['/theming.html', 'Theming'],
  ['/events.html', 'Event log'],
  ['/configurator.html', 'Configurator'],
];

const header = document.querySelector('header[data-demo-header]');
const brand = document.createElement('a');
brand.className = 'brand';
brand.href = '/';
brand.textContent = header.dataset.brand;

const nav = document.createElement('nav');
nav.setAttribute('aria-label', 'Demo pages');
for (const [href, label] of PAGES) {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = label;
  if (location.pathname === href || (href === '/' && location.pathname === '/index.html')) {
    link.setAttribute('aria-current', 'page');
  }
  nav.append(link);
}
header.append(brand, nav);
