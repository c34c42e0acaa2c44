/** Top bar course search (spec §2). Filled in by the catalogue feature. */
export default function CourseSearchBox() {
  return null;
}
