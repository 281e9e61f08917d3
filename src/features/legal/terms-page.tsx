// Terms of Service: static text; the fees, minimums and periods are the
// spec's own figures.
import { Link } from 'react-router'
import { PRODUCT_NAME as P } from '../../../contract/constants'
import { paths } from '../../../contract/paths'
import { LegalDocument, type LegalSection } from './components/legal-document'
import { LEGAL_LAST_UPDATED } from './legal-dates'

const sections: LegalSection[] = [
  {
    id: 'agreement',
    heading: 'About these terms',
    body: (
      <>
        <p>
          These Terms of Service govern your use of {P}: the website, the installable app, the overlay that
          streamers add to their broadcast software, and every related service (together, the "Service"). "{P}
          ", "we" and "us" mean the operator of the Service; "you" means the person using it.
        </p>
        <p>
          By creating an account or using the Service you accept these terms and our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>. If you do not accept them, do not use the Service.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    heading: 'The Service',
    body: (
      <>
        <p>
          {P} lets streamers ("creators") publish interactive challenge and reward cards, and lets viewers buy
          those cards and play them so that they appear live on the creator's stream. Creators connect the
          Service to their broadcast through OBS or similar software using a personal stream URL.
        </p>
        <ul>
          <li>
            <strong>Free plan.</strong> Timed challenge cards are broadcast automatically to every registered
            streamer. Streams on the free plan carry the {P} branding.
          </li>
          <li>
            <strong>Creator Pro.</strong> A paid plan that adds a streamer profile, custom cards that the
            audience buys and that appear live on stream, removal of the {P} logo, and advanced analytics.
          </li>
        </ul>
        <p>
          Some modules, such as auctions and marathons, are announced but not yet available. The parts of
          these terms that concern them apply from the day they become available.
        </p>
      </>
    ),
  },
  {
    id: 'seller',
    heading: 'Who sells a card',
    body: (
      <>
        <p>
          Each card is sold by the creator who publishes it, not by {P}. The creator is responsible for the
          card: its description, what it asks or promises, and carrying it out on their stream. {P} runs the
          marketplace as an intermediary: it shows the cards, takes the payment on the creator's behalf, sends
          the card to the stream, and handles refunds and complaints.
        </p>
        <p>
          A card's details and the checkout name the creator and, once we have verified their identity (KYC),
          the legal name they sell under ("Sold by …").
        </p>
        <p>
          To complain about a card, a creator, a payment, your account or something shown on a stream, use the{' '}
          <Link to={paths.grievance}>Grievances page</Link>: it names our grievance officer, gives you a
          ticket number at once, and says how to appeal to the Grievance Appellate Committee.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    body: (
      <>
        <p>
          You must give accurate details when you sign up and confirm your email address with the one-time
          code we send you. Keep your password secret: you are responsible for what happens under your
          account. Tell us at once through the <Link to={paths.contact}>contact page</Link> if you think
          someone else has used it.
        </p>
        <p>One person may hold one account. Accounts are personal and may not be sold or transferred.</p>
      </>
    ),
  },
  {
    id: 'conduct',
    heading: 'Cards, content and conduct',
    body: (
      <>
        <p>
          Creators are responsible for the cards they publish and for what they do on stream when a card is
          played. You must not publish or play cards that:
        </p>
        <ul>
          <li>are unlawful, hateful, harassing, sexually explicit or discriminatory;</li>
          <li>ask anyone to do something that puts their health or safety, or anyone else's, at risk;</li>
          <li>infringe someone else's rights, including copyright and trademarks;</li>
          <li>break the rules of the platform on which the stream is broadcast.</li>
        </ul>
        <p>
          You must not interfere with the Service, use it to defraud anyone, or try to reach data or accounts
          that are not yours. We may remove cards and suspend accounts that break these rules.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    heading: 'Prices and platform fees',
    body: (
      <>
        <p>
          Creators set the price of their cards. A "chest" is any paid purchase of cards from a creator. For
          each payment, {P} keeps a platform fee and the rest is credited to the creator's balance:
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">Payment</th>
              <th scope="col">Platform fee</th>
              <th scope="col">Partners</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Chest payments</td>
              <td>20%</td>
              <td>up to 10% lower</td>
            </tr>
            <tr>
              <td>Auctions</td>
              <td>8%</td>
              <td>4%</td>
            </tr>
            <tr>
              <td>Subscriptions</td>
              <td>20%</td>
              <td>20%</td>
            </tr>
          </tbody>
        </table>
        <p>
          The minimum price of a chest is 0.99 and the minimum price of a subscription is 4.99, in the
          currency shown at checkout. Prices on {P} are shown in Indian rupees (INR).
        </p>
        <p>
          Payments are processed by our card payment provider. We never see or store your full card number. A
          purchase is complete once the payment provider confirms the payment.
        </p>
      </>
    ),
  },
  {
    id: 'auctions',
    heading: 'Auctions',
    body: (
      <ul>
        <li>To bid in an auction you place a deposit of 10.</li>
        <li>The winning bidder must pay for the item within 24 hours of the auction closing.</li>
        <li>Deposits are released 7 days after the auction closes.</li>
      </ul>
    ),
  },
  {
    id: 'subscriptions',
    heading: 'Subscriptions and Creator Pro',
    body: (
      <>
        <p>
          Subscriptions, including Creator Pro at 349 rupees per month, renew automatically at the start of
          each billing period until cancelled.
        </p>
        <p>
          To avoid being charged for the next period, cancel at least 3 days before the next billing date.
          After cancelling you keep the benefits until the end of the period you have paid for.
        </p>
      </>
    ),
  },
  {
    id: 'payouts',
    heading: 'Payouts to creators',
    body: (
      <ul>
        <li>
          Payouts are made twice a month: those due on the 1st are processed between the 1st and the 5th, and
          those due on the 15th between the 15th and the 20th.
        </li>
        <li>The minimum withdrawal is 20. Smaller balances roll over to the next payout.</li>
        <li>
          A balance that stays below the minimum withdrawal for 1 year is taken as an account maintenance fee.
        </li>
        <li>
          We may hold a payout for up to 90 days while we look into suspected fraud, a chargeback or a payment
          dispute.
        </li>
        <li>Creators are responsible for declaring and paying the taxes on their earnings.</li>
      </ul>
    ),
  },
  {
    id: 'ownership',
    heading: 'Your content and ours',
    body: (
      <>
        <p>
          You keep the rights to the cards, images and texts you upload. You allow us to store, display and
          broadcast them as needed to run the Service, including on the streams where they are played.
        </p>
        <p>
          The {P} name, logo, software and design belong to us. You may not copy them or use them in a way
          that suggests we endorse you without our written permission.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    heading: 'Ending the agreement',
    body: (
      <>
        <p>
          You or we may end this agreement by giving 2 days' notice. You can give notice through the{' '}
          <Link to={paths.contact}>contact page</Link>. We may suspend an account straight away where needed
          to stop fraud, abuse or a serious breach of these terms.
        </p>
        <p>
          When the agreement ends, a creator's remaining balance is paid out under the payout rules above,
          including the minimum withdrawal and any hold.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    heading: 'Availability and liability',
    body: (
      <>
        <p>
          We work to keep the Service running, but streaming depends on networks, broadcast software and
          platforms we do not control, so we cannot promise that it will always be available or that every
          card will appear at a given moment.
        </p>
        <p>
          Nothing in these terms limits liability that cannot be limited by law, including your rights as a
          consumer. Otherwise, we are not liable for indirect losses, such as lost audience or income.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the Service changes. The date at the top of this page shows the latest
        version. If a change materially affects you, we will tell you in advance by email or in the app.
        Continuing to use the Service after a change takes effect means you accept it.
      </p>
    ),
  },
  {
    id: 'law',
    heading: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of Spain. Disputes are settled by the courts of Spain, without
        affecting any mandatory protection you have as a consumer where you live.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms? Write to us through the <Link to={paths.contact}>contact page</Link>.
        Complaints go to our grievance officer through the <Link to={paths.grievance}>Grievances page</Link>.
      </p>
    ),
  },
]

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          The rules for using {P}: how the Service works, what it costs, and how creators are paid. Please
          read them carefully.
        </p>
      }
      sections={sections}
    />
  )
}
