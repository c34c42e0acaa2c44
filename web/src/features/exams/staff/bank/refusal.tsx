import { fieldMessage } from '@/components/form/field-message';
import { errorMessage, fieldProblems } from '@/lib/api-client';

/** A refused write said plainly, with each problem the server named (an id already on a paper). */
export function Refusal({ error }: { error: unknown }) {
  if (error === null) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {errorMessage(error)}
      {fieldProblems(error).map((p, i) => (
        <div key={i} className="small">
          {fieldMessage(p.message)}
        </div>
      ))}
    </div>
  );
}
