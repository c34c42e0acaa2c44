import { useTranslation } from 'react-i18next';
import { EntityForm } from '@/components/console/entity-form';
import type { FieldDef } from '@/components/console/form-values';
import { createTopic } from '../../api/create-topic';
import { updateTopic } from '../../api/update-topic';
import { allowedParents, type TopicNode } from './topic-nodes';

/** What is being written: a new topic under `parent` (null: a subject), or `topic` itself. */
export type TopicEdit = { parent: TopicNode | null } | { topic: TopicNode };

/**
 * A topic's names; an existing one also where it goes, among the parents that keep the tree three
 * levels deep (the server checks the same and answers at the field).
 */
export function TopicForm({
  edit,
  all,
  onDone,
  onCancel,
}: {
  edit: TopicEdit;
  all: TopicNode[];
  onDone: () => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('console');
  const topic = 'topic' in edit ? edit.topic : null;
  const parent = 'parent' in edit ? edit.parent : null;
  const fields: FieldDef[] = [
    { name: 'name', label: t('f.name'), kind: 'text', required: true },
    { name: 'nameMl', label: t('f.nameMl'), kind: 'text', nullable: true },
  ];
  if (topic)
    fields.push({
      name: 'parentId',
      label: t('qbank.tree.parent'),
      hint: t('qbank.tree.parentHint'),
      kind: 'select',
      nullable: true,
      options: allowedParents(all, topic).map((p) => ({ value: p.id, label: p.path })),
    });
  const heading = topic
    ? t('qbank.tree.editOf', { name: topic.path })
    : parent
      ? t(parent.level === 1 ? 'qbank.tree.addTopicUnder' : 'qbank.tree.addSubtopicUnder', {
          name: parent.path,
        })
      : t('qbank.tree.addSubject');
  return (
    <div className="card card-body my-2">
      <h3 className="h6">{heading}</h3>
      <EntityForm
        fields={fields}
        item={topic ?? {}}
        submitLabel={topic ? t('form.save') : t('form.create')}
        onCancel={onCancel}
        onSubmit={async (body) => {
          if (topic) await updateTopic(topic.id, { ...body, updatedAt: topic.updatedAt });
          else await createTopic({ ...body, parentId: parent?.id ?? null });
          await onDone();
        }}
      />
    </div>
  );
}
