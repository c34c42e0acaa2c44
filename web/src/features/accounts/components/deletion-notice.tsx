/** What deletion does, said before the person confirms. */
export function DeletionNotice() {
  return (
    <div className="mb-4">
      <p>Deleting your account is permanent. Straight away and for good, we delete:</p>
      <ul>
        <li>your profile: name, email address, mobile number and photo;</li>
        <li>your password and every signed-in session on every device;</li>
        <li>your learning history: class progress, answers and test history.</li>
      </ul>
      <p className="mb-0">
        Scores in past mock tests stay only as anonymous figures in other learners&rsquo; ranks,
        with nothing that points to you. You can register again with the same email address at any
        time, starting afresh.
      </p>
    </div>
  );
}
