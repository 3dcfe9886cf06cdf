/** Runs `body` with `<html lang>` set to `lang` (or removed), restoring the page's own after. */
export async function withPageLang(lang: string | null, body: () => Promise<void>): Promise<void> {
  const root = document.documentElement;
  const own = root.getAttribute('lang');
  if (lang === null) root.removeAttribute('lang');
  else root.setAttribute('lang', lang);
  try {
    await body();
  } finally {
    if (own === null) root.removeAttribute('lang');
    else root.setAttribute('lang', own);
  }
}
