// Lists every booking-* event live. The names come from custom-elements.json (the demo server
// builds it with the widget), so events the element gains later are logged without touching
// this page. Text only, via textContent.
async function eventNames() {
  const manifest = await (await fetch('/custom-elements.json')).json();
  const element = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'booking-widget');
  return element.events.map((e) => e.name).filter((name) => name.startsWith('booking-'));
}

const log = document.getElementById('event-log');
const empty = document.getElementById('log-empty');

function record(event) {
  const item = document.createElement('li');
  const name = document.createElement('span');
  name.className = 'event-name';
  name.textContent = event.type;
  const meta = document.createElement('span');
  meta.className = 'event-meta';
  const source = event.target.getAttribute?.('api-key') ?? '';
  meta.textContent = `${new Date().toLocaleTimeString()} · ${source}${event.cancelable ? ' · cancelable' : ''}`;
  const detail = document.createElement('pre');
  detail.textContent = JSON.stringify(event.detail, null, 2);
  item.append(name, meta, detail);
  log.prepend(item);
  empty.hidden = true;
}

/**
 * Not a top-level await: WebKitGTK 2.50's web process spins at full CPU, for good, when the frame
 * of a module still in a top-level await on a fetch is removed (test/e2e/demo-pages.test.ts).
 */
async function listEvents() {
  const names = await eventNames();
  document.getElementById('event-names').textContent = names.join(', ');
  for (const name of names) document.addEventListener(name, record);
}
listEvents();
document.getElementById('clear-log').addEventListener('click', () => {
  log.replaceChildren();
  empty.hidden = false;
});
