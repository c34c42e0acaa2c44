import { useAppConfig } from '@/lib/api/get-app-config';
import { InfoArticle } from '../components/info-article';
import { InstallButton } from '../components/install-button';
import { Section } from '../components/section';

const steps = [
  {
    title: 'Android phone (Chrome)',
    items: [
      'Open Pariksha in Chrome.',
      'Tap the ⋮ menu at the top right.',
      'Tap “Install app” or “Add to Home screen”, then “Install”.',
    ],
  },
  {
    title: 'iPhone or iPad (Safari)',
    items: [
      'Open Pariksha in Safari.',
      'Tap the Share button (the square with an arrow).',
      'Tap “Add to Home Screen”, then “Add”.',
    ],
  },
  {
    title: 'Computer (Chrome or Edge)',
    items: [
      'Open Pariksha.',
      'Click the install icon at the right end of the address bar, or open the menu and choose “Install Pariksha”.',
    ],
  },
];

export default function AppstorePage() {
  const links = useAppConfig().data?.storeLinks;
  const stores = [
    links?.playStore ? { href: links.playStore, label: 'Get it on Google Play' } : null,
    links?.appStore ? { href: links.appStore, label: 'Download on the App Store' } : null,
  ].filter((s): s is { href: string; label: string } => !!s);

  return (
    <InfoArticle title="Get the Pariksha app">
      <p className="lead">
        Install Pariksha on your phone like any other app: it gets its own icon on the home screen,
        opens full screen, and takes almost no space. Nothing to download from a store, and it is
        always up to date.
      </p>
      <InstallButton />
      {stores.length > 0 && (
        <Section title="From the app stores">
          <div className="d-flex gap-2 flex-wrap">
            {stores.map((s) => (
              <a
                key={s.href}
                href={s.href}
                className="btn btn-dark"
                rel="noopener noreferrer"
                target="_blank"
              >
                {s.label}
              </a>
            ))}
          </div>
        </Section>
      )}
      <div className="row g-3 mt-1">
        {steps.map((s) => (
          <div key={s.title} className="col-12 col-md-4">
            <section className="h-100 border rounded-3 p-3 bg-body-tertiary">
              <h2 className="h6">{s.title}</h2>
              <ol className="small mb-0 ps-3">
                {s.items.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ol>
            </section>
          </div>
        ))}
      </div>
      <Section title="Good to know">
        <ul className="mb-0">
          <li>You sign in once; the app keeps you signed in until you log out.</li>
          <li>
            Mock tests need a connection to start and to submit. If your network drops during a
            test, your answers are kept on the phone and sent as soon as it is back.
          </li>
          <li>
            To remove the app, remove its icon like any other app. Your account stays until you
            delete it.
          </li>
        </ul>
      </Section>
    </InfoArticle>
  );
}
