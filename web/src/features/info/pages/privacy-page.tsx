import { Link } from 'react-router';
import { InfoArticle } from '../components/info-article';
import { Section } from '../components/section';

export default function PrivacyPage() {
  return (
    <InfoArticle title="Privacy policy" updated="21 November 2026">
      <p className="lead">
        Pariksha helps you prepare for Kerala PSC, other state PSC, UPSC and SSC examinations. This
        policy explains what personal data we keep about you, why, for how long, and how you stay in
        control of it. We follow the Digital Personal Data Protection Act, 2023 and the Information
        Technology Act, 2000.
      </p>

      <Section title="What we collect">
        <ul>
          <li>
            <strong>Account:</strong> your name, email address and password. The password is stored
            only as a salted hash; nobody at Pariksha can read it.
          </li>
          <li>
            <strong>Profile:</strong> your mobile number, an optional photo, and the exam category
            and level you are preparing for.
          </li>
          <li>
            <strong>Learning activity:</strong> classes you watched and where you stopped, the
            answers you gave in mock tests and exams, your scores, ranks and test history.
          </li>
          <li>
            <strong>Sessions:</strong> for each device you sign in on, the time, the network address
            and the browser name, so that we can keep you signed in and spot misuse.
          </li>
          <li>
            <strong>Sign-in through an identity provider:</strong> if you choose it, the provider
            tells us your name, email address and an account identifier. We never see your password
            there.
          </li>
        </ul>
        <p>We do not collect your location, contacts, or anything from other apps on your phone.</p>
      </Section>

      <Section title="Why we use it">
        <ul>
          <li>
            to run your account and keep it secure, including limiting repeated sign-in attempts;
          </li>
          <li>to show courses, classes and mock tests for the exam you are preparing for;</li>
          <li>
            to save your answers during a test, score it, and show your result, rank and percentile.
          </li>
        </ul>
        <p>
          We process your data on the basis of the consent you give when you create an account, and
          only for these purposes. We do not sell your data, show advertising, or build profiles for
          anyone else.
        </p>
      </Section>

      <Section title="Who can see it">
        <p>
          Other learners never see your mobile number or email address. Ranks show only positions
          and scores. Your data is shared only with the hosting provider that runs the service for
          us, under a contract that lets them use it for nothing else, and with authorities when
          Indian law requires it.
        </p>
      </Section>

      <Section title="How long we keep it">
        <p>
          We keep your data while your account exists. When you delete your account, your profile,
          photo, password, sessions and learning history are deleted at once and for good. Scores of
          mock tests you took stay only as anonymous figures in other learners&rsquo; ranks, so that
          their ranks do not change; nothing in them points to you. Server logs never contain
          passwords or session tokens.
        </p>
      </Section>

      <Section title="Your rights">
        <ul>
          <li>
            <strong>See and correct</strong> your data at any time on your{' '}
            <Link to="/profile">profile</Link>.
          </li>
          <li>
            <strong>Erase</strong> everything by deleting your account on the{' '}
            <Link to="/delete-account">Delete account</Link> page, signed in or not.
          </li>
          <li>
            <strong>Withdraw consent</strong> at any time, by deleting your account.
          </li>
          <li>
            <strong>Complain</strong> to the operator of this service, and if you are not satisfied,
            to the Data Protection Board of India.
          </li>
        </ul>
      </Section>

      <Section title="Children">
        <p>
          If you are under 18, a parent or guardian must agree to your use of Pariksha and to this
          policy before you create an account.
        </p>
      </Section>

      <Section title="Security">
        <p>
          Passwords are hashed, sessions can be ended from any device by signing out, photos are
          re-encoded so that no hidden camera or location details are kept, and access to the
          service&rsquo;s data is restricted to the people who run it.
        </p>
      </Section>

      <Section title="Changes">
        <p className="mb-0">
          If we change this policy, the new version appears on this page with its date at the top.
          We will not use data you already gave us for a new purpose without asking you first.
        </p>
      </Section>
    </InfoArticle>
  );
}
