import { useParams } from 'react-router';
import { ClassScreen } from '../components/class-screen';
import { parseId } from '../lib/paths';

/** /courseclassvideo/{syllabus_id}/{id}: a class within its unit, the unit's classes beside it. */
export default function CourseClassVideoPage() {
  const { id, syllabus_id } = useParams();
  return <ClassScreen id={parseId(id)} unitId={parseId(syllabus_id)} withUnit />;
}
