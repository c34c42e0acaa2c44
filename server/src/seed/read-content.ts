import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Beside this file in the source tree; the server bundle copies the folder beside itself.
const contentDir = fileURLToPath(new URL('./content', import.meta.url));

/** A text file of content/ as written: the one line break that ends the file is not part of it. */
export const readContent = (file: string) =>
  fs.readFileSync(path.join(contentDir, file), 'utf8').replace(/\r?\n$/, '');

/** A JSON file of content/, checked against its schema (an error names the file and the field). */
export function readJson<T extends z.ZodType>(file: string, schema: T): z.infer<T> {
  const parsed = schema.safeParse(JSON.parse(readContent(file)));
  if (!parsed.success) throw new Error(`content/${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The entries of a folder of content/, in the order its index.json lists them. */
export const readIndex = (folder: string) =>
  readJson(`${folder}/index.json`, z.array(z.string().regex(/^[a-z0-9-]+$/)));

/** A template's `{name}` places filled in; a name with no value is a mistake in the content. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`content: no value for {${name}} in "${template}"`);
    return String(value);
  });
