/**
 * Copies a snippet with the asynchronous clipboard. Where the browser refuses (no clipboard
 * on an http page, a permission denied, an older browser), the text is selected in its field
 * instead, for the site owner to copy with the keyboard: `selected` then.
 */
export async function copyText(text: string, field: HTMLTextAreaElement): Promise<'copied' | 'selected'> {
  try {
    // `navigator.clipboard` is undefined outside secure contexts: that throws here too.
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    field.focus();
    field.select();
    return 'selected';
  }
}
