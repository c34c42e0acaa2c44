/** The text of stored HTML (a question's stem), for lists: nothing of it is rendered as markup. */
export function plainText(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim();
}
