import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@pariksha/contracts/errors';
import { affairsArticles, exams, richTextRechecks } from '../db/schema/index';
import { AppError } from './app-error';
import { sanitizeRichText, type RichTextField } from './rich-text';

/*
 * Rich text stored before the server sanitised it as it does now — exam instructions were kept as
 * sent, article images could name any host — is listed in rich_text_rechecks by the migration
 * that brought this in, and sanitised here once, before the node answers requests. A row changed
 * meanwhile (through the console, so sanitised already) is left as it is.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Each field sanitised; a field past the limits of rich text is kept as text, never as markup. */
async function cleaned(fields: RichTextField[]) {
  const out: string[] = [];
  for (const f of fields)
    try {
      out.push((await sanitizeRichText(f.html, f.field, f.kind)).html.trim());
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== ErrorCode.VALIDATION_FAILED) throw err;
      out.push(f.html.replace(/[&<>"]/g, (c) => ESCAPES[c]!));
    }
  return out;
}

async function recheckExam(app: FastifyInstance, id: number) {
  const [row] = await app.db
    .select({ instructions: exams.instructions, instructionsMl: exams.instructionsMl })
    .from(exams)
    .where(eq(exams.id, id));
  if (!row) return;
  const [instructions, instructionsMl] = await cleaned([
    { field: 'instructions', html: row.instructions, kind: 'instructions' },
    { field: 'instructionsMl', html: row.instructionsMl ?? '', kind: 'instructions' },
  ]);
  await app.db
    .update(exams)
    .set({ instructions, instructionsMl: row.instructionsMl === null ? null : instructionsMl })
    .where(
      and(
        eq(exams.id, id),
        eq(exams.instructions, row.instructions),
        sql`${exams.instructionsMl} is not distinct from ${row.instructionsMl}`,
      ),
    );
}

async function recheckArticle(app: FastifyInstance, id: number) {
  const [row] = await app.db
    .select({ bodyHtml: affairsArticles.bodyHtml })
    .from(affairsArticles)
    .where(eq(affairsArticles.id, id));
  if (!row) return;
  const [bodyHtml] = await cleaned([{ field: 'bodyHtml', html: row.bodyHtml, kind: 'article' }]);
  await app.db
    .update(affairsArticles)
    .set({ bodyHtml })
    .where(and(eq(affairsArticles.id, id), eq(affairsArticles.bodyHtml, row.bodyHtml)));
}

/** Works through the list; what fails stays listed for the next start (and is logged). */
export async function recheckStoredRichText(app: FastifyInstance) {
  let listed: (typeof richTextRechecks.$inferSelect)[];
  try {
    listed = await app.db.select().from(richTextRechecks);
  } catch (err) {
    // A node starts while its database is out of reach; the next start works through the list.
    app.log.error({ err }, 'stored rich text could not be listed');
    return;
  }
  for (const { entity, id } of listed) {
    try {
      if (entity === 'exam') {
        await recheckExam(app, id);
        app.examEngine.forgetExam(id);
      } else await recheckArticle(app, id);
      await app.db
        .delete(richTextRechecks)
        .where(and(eq(richTextRechecks.entity, entity), eq(richTextRechecks.id, id)));
    } catch (err) {
      app.log.error({ err, entity, id }, 'stored rich text could not be sanitised');
    }
  }
}
