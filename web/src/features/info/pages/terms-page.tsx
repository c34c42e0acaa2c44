import { Link } from 'react-router';
import { InfoArticle } from '../components/info-article';
import { Section } from '../components/section';

export default function TermsPage() {
  // The top bar (with the logo) is shown on this page.
  return (
    <InfoArticle title="Terms and conditions" updated="21 November 2026" withLogo={false}>
      <p className="lead">
        These terms apply when you use Pariksha, on the web or as an installed app. By creating an
        account you accept them, together with our <Link to="/privacypolicy">privacy policy</Link>.
      </p>

      <Section title="What Pariksha is, and is not">
        <p>
          Pariksha offers courses, classes, study material, current affairs and mock tests to help
          you prepare for public-service-commission and staff-selection examinations. Pariksha is
          independent: it is not part of, or endorsed by, the Kerala Public Service Commission, the
          Union Public Service Commission, the Staff Selection Commission or any other recruiting
          body. Mock tests follow published patterns, but your score, rank and percentile here
          predict nothing about an actual examination. Always check notifications, syllabi and dates
          with the commission itself.
        </p>
      </Section>

      <Section title="Your account">
        <ul>
          <li>
            Give your real name and a mobile number you use. If you are under 18, a parent or
            guardian must agree.
          </li>
          <li>
            Keep your password to yourself. One account is for one person; do not share it or sell
            access to it.
          </li>
          <li>
            You are responsible for what is done with your account until you sign out or tell us it
            was misused.
          </li>
        </ul>
      </Section>

      <Section title="Fair use">
        <ul>
          <li>
            Take mock tests yourself, without help from other people or tools, so that ranks stay
            fair for all.
          </li>
          <li>
            Do not copy, record, publish or resell questions, videos, notes or other material from
            Pariksha. They are protected by copyright and are licensed to you for your own
            preparation only.
          </li>
          <li>
            Do not try to break, overload or get around the security of the service, or collect data
            from it with automated tools.
          </li>
          <li>Be respectful in live-class chat; no abuse, spam or advertising.</li>
        </ul>
        <p>We may suspend or close an account that breaks these rules.</p>
      </Section>

      <Section title="Content and availability">
        <p>
          We work to keep content correct and current, but errors can happen; tell us about one and
          we will fix it. The service may occasionally be unavailable for maintenance. Answers you
          give during a test are saved as you go, and the time allowed is measured by our server,
          not by your device.
        </p>
      </Section>

      <Section title="Ending your account">
        <p>
          You can delete your account at any time on the{' '}
          <Link to="/delete-account">Delete account</Link> page. What is deleted, and what remains
          as anonymous figures, is described in the privacy policy.
        </p>
      </Section>

      <Section title="Liability">
        <p>
          Pariksha is provided to support your own preparation. To the extent the law allows, we are
          not liable for results in any examination, or for indirect losses from using or being
          unable to use the service.
        </p>
      </Section>

      <Section title="Law and changes">
        <p className="mb-0">
          These terms are governed by the laws of India. If we change them, the new version appears
          on this page with its date at the top; using Pariksha after that means you accept it.
        </p>
      </Section>
    </InfoArticle>
  );
}
