import { useTranslation } from 'react-i18next';
import { useKeyShortcut } from '../hooks/use-shortcuts';
import type { Command } from '../lib/shortcuts';

type Props = {
  disabled: boolean;
  isFirst: boolean;
  onPrevious: () => void;
  onSaveNext: () => void;
  onMarkNext: () => void;
  onClear: () => void;
  /**
   * Learn mode (a practice set): "Check answer" where a test has "Mark for review & next";
   * `canCheck` once an option is chosen and the question is not checked yet.
   */
  learn?: { onCheck: () => void; canCheck: boolean; checking: boolean; checked: boolean };
};

/** The four buttons of a computer-based test, in their usual places, each with its shortcut. */
export function QuestionActions({
  disabled,
  isFirst,
  onPrevious,
  onSaveNext,
  onMarkNext,
  onClear,
  learn,
}: Props) {
  const { t } = useTranslation('exams');
  return (
    <div className="exam-actions" role="group" aria-label={t('actions.label')}>
      <div className="exam-actions-row">
        {learn ? (
          <Action
            command="check"
            className="btn-primary"
            onClick={learn.onCheck}
            disabled={disabled || !learn.canCheck}
          >
            {learn.checking ? t('actions.checking') : t('actions.check')}
          </Action>
        ) : (
          <Action
            command="mark"
            className="btn-outline-primary"
            onClick={onMarkNext}
            disabled={disabled}
          >
            {t('actions.markNext')}
          </Action>
        )}
        <Action
          command="clear"
          className="btn-outline-secondary"
          onClick={onClear}
          disabled={disabled || !!learn?.checked}
        >
          {t('actions.clear')}
        </Action>
      </div>
      <div className="exam-actions-row">
        <Action
          command="previous"
          className="btn-outline-secondary"
          onClick={onPrevious}
          disabled={disabled || isFirst}
        >
          {t('actions.previous')}
        </Action>
        <Action command="next" className="btn-success" onClick={onSaveNext} disabled={disabled}>
          {t('actions.saveNext')}
        </Action>
      </div>
    </div>
  );
}

function Action({
  command,
  className,
  onClick,
  disabled,
  children,
}: {
  command: Command;
  className: string;
  onClick: () => void;
  disabled: boolean;
  children: string;
}) {
  const key = useKeyShortcut(command);
  return (
    <button
      type="button"
      className={`btn ${className}`}
      onClick={onClick}
      disabled={disabled}
      aria-keyshortcuts={key}
    >
      {children}
      {key && (
        <kbd className="action-key" aria-hidden="true" lang="en">
          {key}
        </kbd>
      )}
    </button>
  );
}
