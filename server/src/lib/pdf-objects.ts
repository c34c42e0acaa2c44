import { PREDICTOR_KEYS } from './pdf-predictor';
import { nameOf, numberOf, PdfRefused, type PdfValue } from './pdf-syntax';

/*
 * What is known of a PDF's objects by number, for following references: of each object only what
 * a check of another object may read (its scalars, two levels deep, a few keys of a dictionary),
 * so a file of half a million objects is held in a few tens of MB.
 */

// Keys read through a reference: an action's type (open actions), the catalogue and page tree
// (the page count), a predictor's parameters (object streams).
const SUMMARY_KEYS = ['S', 'Root', 'Pages', 'Count', ...Object.keys(PREDICTOR_KEYS)];
const NO_KEYS: PdfValue = { type: 'dict', entries: new Map() };

// One summary for every dictionary whose only key kept is its action type, the common case.
const byActionType = new Map<string, PdfValue>();

/** What later checks may need of a value. */
function brief(v: PdfValue, depth = 0): PdfValue {
  if (v.type === 'dict') {
    const kept = depth > 1 ? [] : SUMMARY_KEYS.filter((k) => v.entries.has(k));
    const type = nameOf(v.entries.get('Type'));
    if (type === 'Catalog' || type === 'Pages') kept.push('Type');
    if (!kept.length) return NO_KEYS;
    const action = nameOf(v.entries.get('S'));
    if (kept.length === 1 && action !== undefined) {
      if (!byActionType.has(action) && byActionType.size < 64)
        byActionType.set(action, { type: 'dict', entries: new Map([['S', v.entries.get('S')!]]) });
      const shared = byActionType.get(action);
      if (shared) return shared;
    }
    return {
      type: 'dict',
      entries: new Map(kept.map((k) => [k, brief(v.entries.get(k)!, depth + 1)])),
    };
  }
  if (v.type === 'array')
    return depth > 1
      ? { type: 'array', items: [], more: true }
      : { type: 'array', items: v.items.map((i) => brief(i, depth + 1)), more: v.more };
  return v;
}

export class ObjectTable {
  private readonly last = new Map<string, PdfValue>();
  private readonly earlier = new Map<string, PdfValue[]>();
  /** Where the file says its catalogue is, first to last; and the catalogues found. */
  private readonly roots: PdfValue[] = [];
  private readonly catalogs: PdfValue[] = [];

  /** Keeps what may be read of object `key` (a trailer too, whose key is not a number). */
  remember(key: string, value: PdfValue) {
    const kept = brief(value);
    const before = this.last.get(key);
    if (before) {
      const list = this.earlier.get(key);
      if (list) list.push(before);
      else this.earlier.set(key, [before]);
    }
    this.last.set(key, kept);
    if (kept.type !== 'dict') return;
    const root = kept.entries.get('Root');
    if (root) this.roots.push(root);
    if (nameOf(kept.entries.get('Type')) === 'Catalog') this.catalogs.push(kept);
  }

  has(key: string) {
    return this.last.has(key);
  }

  /** Every definition of object `key`, the last one last. */
  definitions(key: string): PdfValue[] {
    const last = this.last.get(key);
    return last ? [...(this.earlier.get(key) ?? []), last] : [];
  }

  /** A value with its reference followed (the last definition); undefined when there is none. */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    return value?.type === 'ref' ? this.last.get(value.key) : value;
  }

  /**
   * The /Count of the catalogue's page tree (the trailer's /Root, else a /Catalog found), as pdf.js
   * reads a document's length; `objects` is how many objects the file has.
   */
  pages(objects: number) {
    const catalog = [...this.roots.map((r) => this.resolve(r)), ...this.catalogs]
      .reverse()
      .find((c) => c?.type === 'dict' && c.entries.has('Pages'));
    const tree = catalog?.type === 'dict' ? this.resolve(catalog.entries.get('Pages')) : undefined;
    const count =
      tree?.type === 'dict' ? numberOf(this.resolve(tree.entries.get('Count'))) : undefined;
    // A page is an object: a count past the objects there are is not a page tree.
    if (count === undefined || !Number.isInteger(count) || count < 0 || count > objects)
      throw new PdfRefused('The PDF could not be read: it may be damaged');
    if (count === 0) throw new PdfRefused('The PDF has no pages');
    return count;
  }
}
