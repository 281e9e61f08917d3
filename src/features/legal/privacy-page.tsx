// Privacy Policy (data processors, security, cookies, user rights, consent
// revocation, changes). Static text; it describes what this application actually stores. Each
// paragraph is one Lingui message, translated whole in src/locales/hi-IN/legal.po (a faithful
// translation; the English text prevails: legal-document.tsx).
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { PRODUCT_NAME as P } from '../../../contract/constants'
import { paths } from '../../../contract/paths'
import { LegalDocument, type LegalSection } from './components/legal-document'

const sections: LegalSection[] = [
  {
    id: 'data',
    heading: <Trans>The data we collect</Trans>,
    body: (
      <ul>
        <li>
          <Trans>
            <strong>Account:</strong> username, email address, password (stored only as a one-way hash),
            account type (viewer or creator), whether your email is verified and, when given, your date of
            birth.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Profile:</strong> the bio, YouTube and Instagram links and picture you choose to add.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Purchases:</strong> which cards you bought and used, from which creator, when, the amount,
            and the order and payment references of the payment provider. We do not receive your card number.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Streams:</strong> a creator's stream key and the cards shown on their overlay.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Messages:</strong> the name, email, subject and text you send through the{' '}
            <Link to={paths.contact}>contact page</Link>.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Technical data:</strong> IP address, browser and request details in our server logs, used
            to run and protect the Service.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    heading: <Trans>How and why we use it</Trans>,
    body: (
      <>
        <p>
          <Trans>We use your data only to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              run your account and the Service you asked for (the performance of our contract with you);
            </Trans>
          </li>
          <li>
            <Trans>
              take payments, pay creators and keep the records that tax law requires (legal obligation);
            </Trans>
          </li>
          <li>
            <Trans>
              keep the Service secure and prevent fraud and abuse, for example by limiting repeated attempts
              (legitimate interest);
            </Trans>
          </li>
          <li>
            <Trans>
              send the emails the Service needs, such as one-time codes and answers to your messages.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>We do not sell your data and we do not use it for advertising.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'processors',
    heading: <Trans>Data processors</Trans>,
    body: (
      <>
        <p>
          <Trans>
            A few trusted companies process data on our behalf, only on our instructions and under a data
            processing agreement:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Card payment provider</strong>, which handles checkout and card details (for example
              Razorpay).
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Email delivery provider</strong>, which sends our emails (verification codes, password
              resets, replies).
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Hosting and database provider</strong>, which runs our servers and stores the data.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Where a processor handles data outside the European Economic Area, the transfer is protected by
            appropriate safeguards, such as the European Commission's standard contractual clauses.
          </Trans>
        </p>
        <p>
          <Trans>
            Creators see the username of the viewer who plays their card, as it is shown on their stream.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'security',
    heading: <Trans>Security</Trans>,
    body: (
      <ul>
        <li>
          <Trans>All traffic to {P} is encrypted in transit (HTTPS).</Trans>
        </li>
        <li>
          <Trans>
            Passwords are stored with argon2id, a slow one-way hash, so nobody (including us) can read them.
          </Trans>
        </li>
        <li>
          <Trans>
            Email codes are single-use, stored hashed, expire quickly and allow only a few attempts; repeated
            requests are rate-limited.
          </Trans>
        </li>
        <li>
          <Trans>
            Payment card details are entered with the payment provider and never reach our servers.
          </Trans>
        </li>
        <li>
          <Trans>
            Only authorised administrators can reach account data, and secrets such as payment keys are never
            shown in full.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    heading: <Trans>Cookies and local storage</Trans>,
    body: (
      <>
        <p>
          <Trans>
            {P} uses no advertising or third-party tracking cookies. To keep you signed in, the app stores
            your session token, its expiry time, your role and basic profile details in your browser's local
            storage; logging out clears them.
          </Trans>
        </p>
        <p>
          <Trans>
            When you install the app, your device caches its files so that it opens quickly and works offline,
            and may keep an action such as playing a card in a queue until you are back online. The payment
            provider's checkout window may set its own cookies, under its own policy.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    heading: <Trans>How long we keep it</Trans>,
    body: (
      <p>
        <Trans>
          We keep account and profile data while your account exists. Purchase and payout records are kept for
          as long as tax and accounting law requires. Contact messages are kept as long as needed to answer
          and follow up on them. Server logs are kept for a short period for security.
        </Trans>
      </p>
    ),
  },
  {
    id: 'rights',
    heading: <Trans>Your rights</Trans>,
    body: (
      <>
        <p>
          <Trans>You have the right to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>access the personal data we hold about you and get a copy of it;</Trans>
          </li>
          <li>
            <Trans>have inaccurate data corrected (most of it you can edit in your profile);</Trans>
          </li>
          <li>
            <Trans>have your data erased, or its use restricted;</Trans>
          </li>
          <li>
            <Trans>object to processing based on our legitimate interests;</Trans>
          </li>
          <li>
            <Trans>receive the data you gave us in a portable format.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            To use these rights, write to us through the <Link to={paths.contact}>contact page</Link>. We
            answer within one month. You may also complain to a data protection authority; in Spain, the
            Agencia Española de Protección de Datos.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'consent',
    heading: <Trans>Withdrawing consent</Trans>,
    body: (
      <p>
        <Trans>
          Where we rely on your consent, you can withdraw it at any time, as easily as you gave it: through
          the <Link to={paths.contact}>contact page</Link>, by deleting the data in your profile, or by
          clearing your browser's storage for {P}. Withdrawing consent does not affect processing that took
          place before, nor processing we must carry out for another legal reason, such as keeping payment
          records.
        </Trans>
      </p>
    ),
  },
  {
    id: 'children',
    heading: <Trans>Children</Trans>,
    body: (
      <p>
        <Trans>
          {P} is not meant for children. If you are under the age at which you can consent to data processing
          where you live (14 in Spain), use it only with the consent of a parent or guardian.
        </Trans>
      </p>
    ),
  },
  {
    id: 'changes',
    heading: <Trans>Changes to this policy</Trans>,
    body: (
      <p>
        <Trans>
          We may update this policy when the Service or the law changes. The date at the top shows the latest
          version; if a change materially affects how we use your data, we will tell you by email or in the
          app before it takes effect.
        </Trans>
      </p>
    ),
  },
  {
    id: 'contact',
    heading: <Trans>Contact</Trans>,
    body: (
      <p>
        <Trans>
          Questions about your data or this policy? Write to us through the{' '}
          <Link to={paths.contact}>contact page</Link>.
        </Trans>
      </p>
    ),
  },
]

export default function PrivacyPage() {
  const { t } = useLingui()
  return (
    <LegalDocument
      title={t`Privacy Policy`}
      intro={
        <p>
          <Trans>
            This policy explains which personal data {P} collects, why, who helps us process it, how we
            protect it, and the rights you have over it.
          </Trans>
        </p>
      }
      sections={sections}
    />
  )
}
