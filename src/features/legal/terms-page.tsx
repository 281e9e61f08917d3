// Terms of Service: static text; the fees, minimums and periods are the
// spec's own figures. Each paragraph is one Lingui message, translated whole in
// src/locales/hi-IN/legal.po (a faithful translation; the English text prevails: legal-document.tsx).
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { PRODUCT_NAME as P } from '../../../contract/constants'
import { paths } from '../../../contract/paths'
import { LegalDocument, type LegalSection } from './components/legal-document'

const sections: LegalSection[] = [
  {
    id: 'agreement',
    heading: <Trans>About these terms</Trans>,
    body: (
      <>
        <p>
          <Trans>
            These Terms of Service govern your use of {P}: the website, the installable app, the overlay that
            streamers add to their broadcast software, and every related service (together, the "Service"). "
            {P}", "we" and "us" mean the operator of the Service; "you" means the person using it.
          </Trans>
        </p>
        <p>
          <Trans>
            By creating an account or using the Service you accept these terms and our{' '}
            <Link to={paths.privacy}>Privacy Policy</Link>. If you do not accept them, do not use the Service.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'service',
    heading: <Trans>The Service</Trans>,
    body: (
      <>
        <p>
          <Trans>
            {P} lets streamers ("creators") publish interactive challenge and reward cards, and lets viewers
            buy those cards and play them so that they appear live on the creator's stream. Creators connect
            the Service to their broadcast through OBS or similar software using a personal stream URL.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Free plan.</strong> Timed challenge cards are broadcast automatically to every
              registered streamer. Streams on the free plan carry the {P} branding.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Creator Pro.</strong> A paid plan that adds a streamer profile, custom cards that the
              audience buys and that appear live on stream, removal of the {P} logo, and advanced analytics.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Some modules, such as auctions and marathons, are announced but not yet available. The parts of
            these terms that concern them apply from the day they become available.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'seller',
    heading: <Trans>Who sells a card</Trans>,
    body: (
      <>
        <p>
          <Trans>
            Each card is sold by the creator who publishes it, not by {P}. The creator is responsible for the
            card: its description, what it asks or promises, and carrying it out on their stream. {P} runs the
            marketplace as an intermediary: it shows the cards, takes the payment on the creator's behalf,
            sends the card to the stream, and handles refunds and complaints.
          </Trans>
        </p>
        <p>
          <Trans>
            A card's details and the checkout name the creator and, once we have verified their identity
            (KYC), the legal name they sell under ("Sold by …").
          </Trans>
        </p>
        <p>
          <Trans>
            To complain about a card, a creator, a payment, your account or something shown on a stream, use
            the <Link to={paths.grievance}>Grievances page</Link>: it names our grievance officer, gives you a
            ticket number at once, and says how to appeal to the Grievance Appellate Committee.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    heading: <Trans>Your account</Trans>,
    body: (
      <>
        <p>
          <Trans>
            You must give accurate details when you sign up and confirm your email address with the one-time
            code we send you. Keep your password secret: you are responsible for what happens under your
            account. Tell us at once through the <Link to={paths.contact}>contact page</Link> if you think
            someone else has used it.
          </Trans>
        </p>
        <p>
          <Trans>
            One person may hold one account. Accounts are personal and may not be sold or transferred.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    heading: <Trans>Cards, content and conduct</Trans>,
    body: (
      <>
        <p>
          <Trans>
            Creators are responsible for the cards they publish and for what they do on stream when a card is
            played. You must not publish or play cards that:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>are unlawful, hateful, harassing, sexually explicit or discriminatory;</Trans>
          </li>
          <li>
            <Trans>
              ask anyone to do something that puts their health or safety, or anyone else's, at risk;
            </Trans>
          </li>
          <li>
            <Trans>infringe someone else's rights, including copyright and trademarks;</Trans>
          </li>
          <li>
            <Trans>break the rules of the platform on which the stream is broadcast.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            You must not interfere with the Service, use it to defraud anyone, or try to reach data or
            accounts that are not yours. We may remove cards and suspend accounts that break these rules.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    heading: <Trans>Prices and platform fees</Trans>,
    body: (
      <>
        <p>
          <Trans>
            Creators set the price of their cards. A "chest" is any paid purchase of cards from a creator. For
            each payment, {P} keeps a platform fee and the rest is credited to the creator's balance:
          </Trans>
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Payment</Trans>
              </th>
              <th scope="col">
                <Trans>Platform fee</Trans>
              </th>
              <th scope="col">
                <Trans>Partners</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <Trans>Chest payments</Trans>
              </td>
              <td>20%</td>
              <td>
                <Trans>up to 10% lower</Trans>
              </td>
            </tr>
            <tr>
              <td>
                <Trans>Auctions</Trans>
              </td>
              <td>8%</td>
              <td>4%</td>
            </tr>
            <tr>
              <td>
                <Trans>Subscriptions</Trans>
              </td>
              <td>20%</td>
              <td>20%</td>
            </tr>
          </tbody>
        </table>
        <p>
          <Trans>
            The minimum price of a chest is 0.99 and the minimum price of a subscription is 4.99, in the
            currency shown at checkout. Prices on {P} are shown in Indian rupees (INR).
          </Trans>
        </p>
        <p>
          <Trans>
            Payments are processed by our card payment provider. We never see or store your full card number.
            A purchase is complete once the payment provider confirms the payment.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'auctions',
    heading: <Trans>Auctions</Trans>,
    body: (
      <ul>
        <li>
          <Trans>To bid in an auction you place a deposit of 10.</Trans>
        </li>
        <li>
          <Trans>The winning bidder must pay for the item within 24 hours of the auction closing.</Trans>
        </li>
        <li>
          <Trans>Deposits are released 7 days after the auction closes.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'subscriptions',
    heading: <Trans>Subscriptions and Creator Pro</Trans>,
    body: (
      <>
        <p>
          <Trans>
            Subscriptions, including Creator Pro at 349 rupees per month, renew automatically at the start of
            each billing period until cancelled.
          </Trans>
        </p>
        <p>
          <Trans>
            To avoid being charged for the next period, cancel at least 3 days before the next billing date.
            After cancelling you keep the benefits until the end of the period you have paid for.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'payouts',
    heading: <Trans>Payouts to creators</Trans>,
    body: (
      <ul>
        <li>
          <Trans>
            Payouts are made twice a month: those due on the 1st are processed between the 1st and the 5th,
            and those due on the 15th between the 15th and the 20th.
          </Trans>
        </li>
        <li>
          <Trans>The minimum withdrawal is 20. Smaller balances roll over to the next payout.</Trans>
        </li>
        <li>
          <Trans>
            A balance that stays below the minimum withdrawal for 1 year is taken as an account maintenance
            fee.
          </Trans>
        </li>
        <li>
          <Trans>
            We may hold a payout for up to 90 days while we look into suspected fraud, a chargeback or a
            payment dispute.
          </Trans>
        </li>
        <li>
          <Trans>Creators are responsible for declaring and paying the taxes on their earnings.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'ownership',
    heading: <Trans>Your content and ours</Trans>,
    body: (
      <>
        <p>
          <Trans>
            You keep the rights to the cards, images and texts you upload. You allow us to store, display and
            broadcast them as needed to run the Service, including on the streams where they are played.
          </Trans>
        </p>
        <p>
          <Trans>
            The {P} name, logo, software and design belong to us. You may not copy them or use them in a way
            that suggests we endorse you without our written permission.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    heading: <Trans>Ending the agreement</Trans>,
    body: (
      <>
        <p>
          <Trans>
            You or we may end this agreement by giving 2 days' notice. You can give notice through the{' '}
            <Link to={paths.contact}>contact page</Link>. We may suspend an account straight away where needed
            to stop fraud, abuse or a serious breach of these terms.
          </Trans>
        </p>
        <p>
          <Trans>
            When the agreement ends, a creator's remaining balance is paid out under the payout rules above,
            including the minimum withdrawal and any hold.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    heading: <Trans>Availability and liability</Trans>,
    body: (
      <>
        <p>
          <Trans>
            We work to keep the Service running, but streaming depends on networks, broadcast software and
            platforms we do not control, so we cannot promise that it will always be available or that every
            card will appear at a given moment.
          </Trans>
        </p>
        <p>
          <Trans>
            Nothing in these terms limits liability that cannot be limited by law, including your rights as a
            consumer. Otherwise, we are not liable for indirect losses, such as lost audience or income.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: <Trans>Changes to these terms</Trans>,
    body: (
      <p>
        <Trans>
          We may update these terms as the Service changes. The date at the top of this page shows the latest
          version. If a change materially affects you, we will tell you in advance by email or in the app.
          Continuing to use the Service after a change takes effect means you accept it.
        </Trans>
      </p>
    ),
  },
  {
    id: 'law',
    heading: <Trans>Governing law</Trans>,
    body: (
      <p>
        <Trans>
          These terms are governed by the laws of Spain. Disputes are settled by the courts of Spain, without
          affecting any mandatory protection you have as a consumer where you live.
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
          Questions about these terms? Write to us through the <Link to={paths.contact}>contact page</Link>.
          Complaints go to our grievance officer through the <Link to={paths.grievance}>Grievances page</Link>
          .
        </Trans>
      </p>
    ),
  },
]

export default function TermsPage() {
  const { t } = useLingui()
  return (
    <LegalDocument
      title={t`Terms of Service`}
      intro={
        <p>
          <Trans>
            The rules for using {P}: how the Service works, what it costs, and how creators are paid. Please
            read them carefully.
          </Trans>
        </p>
      }
      sections={sections}
    />
  )
}
