/* eslint-disable text/no-untranslated -- the terms are English in both languages (docs/accounts.md, 'Navigation'): lang="en" on the page */
import './pages.css';

const LAST_UPDATED = 'November 21, 2026';

/** Static English terms (docs/accounts.md, 'Navigation'): five sections and a last-updated date. */
export function TermsPage() {
  return (
    <div className="page page-narrow" lang="en">
      <article className="card prose">
        <h1>Terms of Service</h1>
        <p className="muted">Last updated: {LAST_UPDATED}</p>

        <h2>1. Acceptance of Terms</h2>
        <p>
          By accessing or using onbir (the &quot;Service&quot;), you agree to be bound by these Terms of Service. If you do not agree to these terms,
          please do not use the Service.
        </p>

        <h2>2. Description of Service</h2>
        <p>
          onbir offers a football tactics board, a first-eleven lineup builder and a multiplayer tournament game in which registered users draft
          squads in rooms and watch simulated matches. Match results are simulated and do not reflect real events.
        </p>

        <h2>3. User Obligations</h2>
        <p>
          You are responsible for keeping your account credentials confidential and for all activity under your account. You agree not to misuse
          the Service, interfere with its operation, attempt to access other users&apos; accounts, or use offensive names in rooms and profiles.
        </p>

        <h2>4. Intellectual Property Rights</h2>
        <p>
          The Service, its design and its software are protected by intellectual property laws. Player, club and league names and images belong to
          their respective owners and are used for informational purposes only. Lineups and tactics you create remain yours.
        </p>

        <h2>5. Disclaimer of Liability</h2>
        <p>
          The Service is provided &quot;as is&quot; without warranties of any kind. To the fullest extent permitted by law, we are not liable for any
          indirect, incidental or consequential damages arising from your use of, or inability to use, the Service.
        </p>
      </article>
    </div>
  );
}
