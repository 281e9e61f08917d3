// Privacy Policy (data processors, security, cookies, user rights, consent
// revocation, changes). Static text; it describes what this application actually stores.
import { Link } from 'react-router'
import { PRODUCT_NAME as P } from '../../../contract/constants'
import { paths } from '../../../contract/paths'
import { LegalDocument, type LegalSection } from './components/legal-document'
import { LEGAL_LAST_UPDATED } from './legal-dates'

const contactLink = <Link to={paths.contact}>contact page</Link>

const sections: LegalSection[] = [
  {
    id: 'data',
    heading: 'The data we collect',
    body: (
      <ul>
        <li>
          <strong>Account:</strong> username, email address, password (stored only as a one-way hash), account
          type (viewer or creator), whether your email is verified and, when given, your date of birth.
        </li>
        <li>
          <strong>Profile:</strong> the bio, YouTube and Instagram links and picture you choose to add.
        </li>
        <li>
          <strong>Purchases:</strong> which cards you bought and used, from which creator, when, the amount,
          and the order and payment references of the payment provider. We do not receive your card number.
        </li>
        <li>
          <strong>Streams:</strong> a creator's stream key and the cards shown on their overlay.
        </li>
        <li>
          <strong>Messages:</strong> the name, email, subject and text you send through the {contactLink}.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser and request details in our server logs, used to
          run and protect the Service.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    heading: 'How and why we use it',
    body: (
      <>
        <p>We use your data only to:</p>
        <ul>
          <li>run your account and the Service you asked for (the performance of our contract with you);</li>
          <li>take payments, pay creators and keep the records that tax law requires (legal obligation);</li>
          <li>
            keep the Service secure and prevent fraud and abuse, for example by limiting repeated attempts
            (legitimate interest);
          </li>
          <li>send the emails the Service needs, such as one-time codes and answers to your messages.</li>
        </ul>
        <p>We do not sell your data and we do not use it for advertising.</p>
      </>
    ),
  },
  {
    id: 'processors',
    heading: 'Data processors',
    body: (
      <>
        <p>
          A few trusted companies process data on our behalf, only on our instructions and under a data
          processing agreement:
        </p>
        <ul>
          <li>
            <strong>Card payment provider</strong>, which handles checkout and card details (for example
            Razorpay).
          </li>
          <li>
            <strong>Email delivery provider</strong>, which sends our emails (verification codes, password
            resets, replies).
          </li>
          <li>
            <strong>Hosting and database provider</strong>, which runs our servers and stores the data.
          </li>
        </ul>
        <p>
          Where a processor handles data outside the European Economic Area, the transfer is protected by
          appropriate safeguards, such as the European Commission's standard contractual clauses.
        </p>
        <p>Creators see the username of the viewer who plays their card, as it is shown on their stream.</p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <ul>
        <li>All traffic to {P} is encrypted in transit (HTTPS).</li>
        <li>
          Passwords are stored with argon2id, a slow one-way hash, so nobody (including us) can read them.
        </li>
        <li>
          Email codes are single-use, stored hashed, expire quickly and allow only a few attempts; repeated
          requests are rate-limited.
        </li>
        <li>Payment card details are entered with the payment provider and never reach our servers.</li>
        <li>
          Only authorised administrators can reach account data, and secrets such as payment keys are never
          shown in full.
        </li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <>
        <p>
          {P} uses no advertising or third-party tracking cookies. To keep you signed in, the app stores your
          session token, its expiry time, your role and basic profile details in your browser's local storage;
          logging out clears them.
        </p>
        <p>
          When you install the app, your device caches its files so that it opens quickly and works offline,
          and may keep an action such as playing a card in a queue until you are back online. The payment
          provider's checkout window may set its own cookies, under its own policy.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <p>
        We keep account and profile data while your account exists. Purchase and payout records are kept for
        as long as tax and accounting law requires. Contact messages are kept as long as needed to answer and
        follow up on them. Server logs are kept for a short period for security.
      </p>
    ),
  },
  {
    id: 'rights',
    heading: 'Your rights',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and get a copy of it;</li>
          <li>have inaccurate data corrected (most of it you can edit in your profile);</li>
          <li>have your data erased, or its use restricted;</li>
          <li>object to processing based on our legitimate interests;</li>
          <li>receive the data you gave us in a portable format.</li>
        </ul>
        <p>
          To use these rights, write to us through the {contactLink}. We answer within one month. You may also
          complain to a data protection authority; in Spain, the Agencia Española de Protección de Datos.
        </p>
      </>
    ),
  },
  {
    id: 'consent',
    heading: 'Withdrawing consent',
    body: (
      <p>
        Where we rely on your consent, you can withdraw it at any time, as easily as you gave it: through the{' '}
        {contactLink}, by deleting the data in your profile, or by clearing your browser's storage for {P}.
        Withdrawing consent does not affect processing that took place before, nor processing we must carry
        out for another legal reason, such as keeping payment records.
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        {P} is not meant for children. If you are under the age at which you can consent to data processing
        where you live (14 in Spain), use it only with the consent of a parent or guardian.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        We may update this policy when the Service or the law changes. The date at the top shows the latest
        version; if a change materially affects how we use your data, we will tell you by email or in the app
        before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: <p>Questions about your data or this policy? Write to us through the {contactLink}.</p>,
  },
]

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          This policy explains which personal data {P} collects, why, who helps us process it, how we protect
          it, and the rights you have over it.
        </p>
      }
      sections={sections}
    />
  )
}
