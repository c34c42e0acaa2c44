import { useParams } from 'react-router';
import { ClassScreen } from '../components/class-screen';
import { parseId } from '../lib/paths';

/** /recordedclassvideo/{id}: one class on its own (from home's "continue learning"). */
export default function RecordedClassVideoPage() {
  return <ClassScreen id={parseId(useParams().id)} withUnit={false} />;
}
