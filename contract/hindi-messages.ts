// Hindi (Devanagari) for every message `contract/` writes in English, keyed by the English text.
// Messages built from values (a count, an amount, a name) are matched by a pattern of their English
// shape and rebuilt in Hindi from the captured values.
//
// Written as the app speaks to its users: polite ('आप'), plain, with the brand ('Cardcast', 'Creator
// Pro'), rupee amounts (₹, Latin digits, Indian grouping), OTP and the tax and banking terms people
// know in English (KYC, PAN, GSTIN, UPI, IFSC, TDS, TCS) left as they are. Card, streamer and tier
// names inside a message are the users' own and stay as written. tests/unit/hindi-messages.test.ts
// fails on any message of the contract (or of the server's own refusals) without its Hindi here, and
// on an entry here that no longer matches an English message.

/** The months as `contract/dates.ts` writes them, in Hindi. */
const HINDI_MONTHS: Record<string, string> = {
  Jan: 'जनवरी',
  Feb: 'फ़रवरी',
  Mar: 'मार्च',
  Apr: 'अप्रैल',
  May: 'मई',
  Jun: 'जून',
  Jul: 'जुलाई',
  Aug: 'अगस्त',
  Sep: 'सितंबर',
  Oct: 'अक्टूबर',
  Nov: 'नवंबर',
  Dec: 'दिसंबर',
}

/**
 * Dates and times as `contract/dates.ts` writes them ('6 Dec 2026', '6 Dec 2026, 10:40 pm IST',
 * '10:40 pm IST'), in Hindi: the month's name, and पूर्वाह्न / अपराह्न for am / pm. Digits stay Latin,
 * as on every Indian screen. Anything else in the text is left as it is.
 */
export function hindiDates(text: string): string {
  return text
    .replace(
      /\b(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})\b/g,
      (_date, day: string, month: string, year: string) => `${day} ${HINDI_MONTHS[month] ?? month} ${year}`,
    )
    .replace(/\b(\d{1,2}:\d{2}) (am|pm)\b/g, (_time, clock: string, half: string) =>
      half === 'am' ? `${clock} पूर्वाह्न` : `${clock} अपराह्न`,
    )
}

/** A wait as `contract/stream.ts` `waitText` writes it ('45 s', '5 min', '2 h 1 min'), in Hindi. */
export function hindiWait(text: string): string {
  return text
    .replace(/\b(\d+) s\b/g, '$1 सेकंड')
    .replace(/\b(\d+) min\b/g, '$1 मिनट')
    .replace(/\b(\d+) h\b/g, (_hours, hours: string) => `${hours} घंटे`)
}

/** '1st' in line → 'पहले': the place in a line, as Hindi says it. */
function hindiPlace(place: string): string {
  const n = Number.parseInt(place, 10)
  const named: Record<number, string> = { 1: 'पहले', 2: 'दूसरे', 3: 'तीसरे', 4: 'चौथे', 6: 'छठे' }
  return named[n] ?? `${n}वें`
}

/** A label inside a message ('Site name' in 'Site name must be text.'), in Hindi when it has one. */
const label = (text: string) => hindiMessages[text] ?? text

/** English message → Hindi. */
export const hindiMessages: Readonly<Record<string, string>> = {
  // contract/admin-two-factor.ts
  'Enter the 6-digit code from your authenticator app.': 'अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड डालें।',
  'That code is wrong or has already been used. Enter the newest code from your authenticator app.':
    'यह कोड गलत है या पहले ही इस्तेमाल हो चुका है। अपने ऑथेंटिकेटर ऐप का सबसे नया कोड डालें।',
  'This site requires two-factor authentication for administrators: turn it on before anything else.':
    'इस साइट पर एडमिनिस्ट्रेटर के लिए टू-फ़ैक्टर ऑथेंटिकेशन ज़रूरी है: कुछ और करने से पहले इसे चालू करें।',
  'Two-factor authentication is already on.': 'टू-फ़ैक्टर ऑथेंटिकेशन पहले से चालू है।',
  'Two-factor authentication is already off.': 'टू-फ़ैक्टर ऑथेंटिकेशन पहले से बंद है।',
  'Start the set-up again: scan a new QR code first.': 'सेट-अप फिर से शुरू करें: पहले नया QR कोड स्कैन करें।',
  'Two-factor authentication is on: each login now asks for a code from your app.':
    'टू-फ़ैक्टर ऑथेंटिकेशन चालू है: अब हर लॉगिन पर आपके ऐप का कोड माँगा जाएगा।',
  'Two-factor authentication is off.': 'टू-फ़ैक्टर ऑथेंटिकेशन बंद है।',
  'This site requires two-factor authentication for administrators: it cannot be turned off.':
    'इस साइट पर एडमिनिस्ट्रेटर के लिए टू-फ़ैक्टर ऑथेंटिकेशन ज़रूरी है: इसे बंद नहीं किया जा सकता।',
  'We have emailed you a link to set up two-factor authentication. Open it from your inbox (in this browser) to continue.':
    'हमने आपको टू-फ़ैक्टर ऑथेंटिकेशन सेट करने का लिंक ईमेल किया है। आगे बढ़ने के लिए उसे अपने इनबॉक्स से (इसी ब्राउज़र में) खोलें।',
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.':
    'अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड डालें, या अपना कोई रिकवरी कोड।',
  'New recovery codes made: the earlier ones no longer work.':
    'नए रिकवरी कोड बन गए: पुराने कोड अब काम नहीं करेंगे।',
  'Turn two-factor authentication on first.': 'पहले टू-फ़ैक्टर ऑथेंटिकेशन चालू करें।',
  'This set-up link is invalid.': 'यह सेट-अप लिंक अमान्य है।',

  // contract/admin-users.ts, contract/admin.ts, contract/admin-auth.ts, contract/admin-marketplace.ts
  'The search must be at most 100 characters.': 'खोज अधिकतम 100 अक्षरों की हो सकती है।',
  'The search must be text.': 'खोज टेक्स्ट होनी चाहिए।',
  'Simulated payments are on: paid cards can be had without paying. For a local demo only; set PAYMENTS_SIMULATED=0 and configure Razorpay before anyone else can reach this server.':
    'सिम्युलेटेड भुगतान चालू हैं: पेड कार्ड बिना भुगतान के मिल सकते हैं। यह सिर्फ़ लोकल डेमो के लिए है; किसी और के इस सर्वर तक पहुँचने से पहले PAYMENTS_SIMULATED=0 सेट करें और Razorpay कॉन्फ़िगर करें।',
  'Login successful!': 'लॉगिन सफल रहा!',
  'No response from server. Please try again later.': 'सर्वर से कोई जवाब नहीं मिला। कृपया बाद में फिर कोशिश करें।',
  'An error occurred. Please try again later.': 'कोई गड़बड़ी हुई। कृपया बाद में फिर कोशिश करें।',
  'Password reset instructions sent to your email!': 'पासवर्ड रीसेट करने के निर्देश आपके ईमेल पर भेज दिए गए हैं!',
  'Failed to send reset instructions. Please try again.': 'रीसेट के निर्देश नहीं भेजे जा सके। कृपया फिर कोशिश करें।',
  'Invalid or missing reset token': 'रीसेट टोकन अमान्य है या मौजूद नहीं है',
  'Logged out successfully': 'आप लॉग आउट हो गए',
  'Failed to load dashboard data': 'डैशबोर्ड का डेटा लोड नहीं हो सका',
  'Failed to fetch users': 'यूज़र लोड नहीं हो सके',
  'User added successfully': 'यूज़र जोड़ दिया गया',
  'Failed to add user': 'यूज़र नहीं जोड़ा जा सका',
  'User updated successfully': 'यूज़र अपडेट हो गया',
  'Failed to update user': 'यूज़र अपडेट नहीं हो सका',
  'User deleted successfully': 'यूज़र हटा दिया गया',
  'Failed to delete user': 'यूज़र नहीं हटाया जा सका',
  'Card deleted successfully': 'कार्ड हटा दिया गया',
  'Failed to delete card': 'कार्ड नहीं हटाया जा सका',
  'Failed to fetch transactions': 'लेन-देन लोड नहीं हो सके',
  'Transaction deleted successfully': 'लेन-देन हटा दिया गया',
  'Failed to delete transaction': 'लेन-देन नहीं हटाया जा सका',
  'Failed to fetch profile': 'प्रोफ़ाइल लोड नहीं हो सकी',
  'Profile updated successfully': 'प्रोफ़ाइल अपडेट हो गई',
  'Failed to update profile': 'प्रोफ़ाइल अपडेट नहीं हो सकी',
  'Password updated successfully': 'पासवर्ड अपडेट हो गया',
  'Failed to update password': 'पासवर्ड अपडेट नहीं हो सका',
  'Failed to fetch settings': 'सेटिंग्स लोड नहीं हो सकीं',
  'Settings updated successfully': 'सेटिंग्स अपडेट हो गईं',
  'Failed to update settings': 'सेटिंग्स अपडेट नहीं हो सकीं',
  'Favicon selected successfully': 'फ़ेविकॉन चुन लिया गया',
  'Favicon uploaded successfully': 'फ़ेविकॉन अपलोड हो गया',
  'Failed to upload favicon': 'फ़ेविकॉन अपलोड नहीं हो सका',
  'Test email sent successfully': 'टेस्ट ईमेल भेज दिया गया',
  'Failed to send test email': 'टेस्ट ईमेल नहीं भेजा जा सका',
  'Failed to fetch data': 'डेटा लोड नहीं हो सका',
  'Confirm Delete': 'हटाने की पुष्टि करें',
  'Are you sure you want to delete this item? This action cannot be undone.':
    'क्या आप सच में इसे हटाना चाहते हैं? इसे वापस नहीं लिया जा सकता।',
  'New passwords do not match': 'नए पासवर्ड मेल नहीं खाते',
  'Please select a favicon file first': 'कृपया पहले फ़ेविकॉन फ़ाइल चुनें',
  'Invalid email or password.': 'ईमेल या पासवर्ड गलत है।',
  'No token found. Please log in again.': 'कोई टोकन नहीं मिला। कृपया फिर से लॉग इन करें।',
  'Session expired. Please log in again.': 'सेशन खत्म हो गया। कृपया फिर से लॉग इन करें।',
  'This reset link is invalid or has expired.': 'यह रीसेट लिंक अमान्य है या इसकी समय-सीमा खत्म हो चुकी है।',
  'Your password has been reset. Please log in.': 'आपका पासवर्ड रीसेट हो गया है। कृपया लॉग इन करें।',
  'Current password is incorrect.': 'मौजूदा पासवर्ड गलत है।',
  'User not found.': 'यूज़र नहीं मिला।',
  'Card not found.': 'कार्ड नहीं मिला।',
  'Transaction not found.': 'लेन-देन नहीं मिला।',
  'An account with this email already exists.': 'इस ईमेल से एक अकाउंट पहले से मौजूद है।',
  'This username is already taken.': 'यह यूज़रनेम पहले से किसी और का है।',
  'An administrator with this email already exists.': 'इस ईमेल से एक एडमिनिस्ट्रेटर पहले से मौजूद है।',
  'Save the SMTP settings (host and port) first.': 'पहले SMTP सेटिंग्स (होस्ट और पोर्ट) सेव करें।',
  'Expected a multipart/form-data upload.': 'multipart/form-data अपलोड अपेक्षित था।',
  'Please select an image file first': 'कृपया पहले कोई इमेज फ़ाइल चुनें',
  'Favicon must be an .ico file.': 'फ़ेविकॉन .ico फ़ाइल होनी चाहिए।',
  'Favicon must be at most 256 KB.': 'फ़ेविकॉन अधिकतम 256 KB का हो सकता है।',
  'Image must be a PNG, JPEG or WebP file.': 'इमेज PNG, JPEG या WebP फ़ाइल होनी चाहिए।',
  'Image must be at most 40 megapixels.': 'इमेज अधिकतम 40 मेगापिक्सेल की हो सकती है।',
  'Image must be at most 2 MB.': 'इमेज अधिकतम 2 MB की हो सकती है।',
  'Logo uploaded successfully': 'लोगो अपलोड हो गया',
  'Avatar uploaded successfully': 'अवतार अपलोड हो गया',
  'Creator Pro is for creators: make the user a creator first.':
    'Creator Pro क्रिएटर्स के लिए है: पहले यूज़र को क्रिएटर बनाएँ।',
  'The end of Creator Pro must be in the future.': 'Creator Pro की समाप्ति भविष्य में होनी चाहिए।',
  'Password must be at most 128 characters.': 'पासवर्ड अधिकतम 128 अक्षरों का हो सकता है।',
  'Current password is required': 'मौजूदा पासवर्ड ज़रूरी है',
  'Please confirm your new password': 'कृपया अपने नए पासवर्ड की पुष्टि करें',
  'Name must be at most 100 characters.': 'नाम अधिकतम 100 अक्षरों का हो सकता है।',
  'Name must be text.': 'नाम टेक्स्ट होना चाहिए।',
  'Phone may contain only digits, spaces and + ( ) -.': 'फ़ोन में सिर्फ़ अंक, स्पेस और + ( ) - हो सकते हैं।',
  'Phone must be at most 30 characters.': 'फ़ोन अधिकतम 30 अक्षरों का हो सकता है।',
  'Phone must be text.': 'फ़ोन टेक्स्ट होना चाहिए।',
  'Bio must be at most 2000 characters.': 'बायो अधिकतम 2000 अक्षरों का हो सकता है।',
  'Avatar must be a URL or a path.': 'अवतार कोई URL या पाथ होना चाहिए।',
  'Unknown rarity.': 'अज्ञात दुर्लभता।',
  "status must be 'all', 'used' or 'unused'.": "status 'all', 'used' या 'unused' होना चाहिए।",
  'Description must be at most 2000 characters.': 'विवरण अधिकतम 2000 अक्षरों का हो सकता है।',
  'Description must be text.': 'विवरण टेक्स्ट होना चाहिए।',
  'isVerified must be true or false.': 'isVerified true या false होना चाहिए।',
  "User type must be 'viewer' or 'creator'.": "यूज़र का प्रकार 'viewer' या 'creator' होना चाहिए।",
  "plan must be 'free' or 'pro'.": "plan 'free' या 'pro' होना चाहिए।",
  'proUntil must be a date and time (ISO 8601).': 'proUntil एक तारीख और समय (ISO 8601) होना चाहिए।',
  "user_type must be 'all', 'viewer' or 'creator'.": "user_type 'all', 'viewer' या 'creator' होना चाहिए।",
  "isVerified must be 'all', 'true' or 'false'.": "isVerified 'all', 'true' या 'false' होना चाहिए।",

  // contract/analytics.ts
  'Dates must be real days written as YYYY-MM-DD.': 'तारीखें YYYY-MM-DD में लिखे असली दिन होनी चाहिए।',
  "The range's start ('from') must not be after its end ('to').":
    "अवधि की शुरुआत ('from') उसके अंत ('to') के बाद नहीं हो सकती।",
  'A range may cover at most 366 days.': 'अवधि अधिकतम 366 दिनों की हो सकती है।',
  'Loading analytics...': 'एनालिटिक्स लोड हो रहे हैं...',
  'Failed to fetch analytics.': 'एनालिटिक्स लोड नहीं हो सके।',

  // contract/auctions.ts, contract/auction-rules.ts
  'and 5% above ₹200': 'और ₹200 से ऊपर 5%',
  'Taking bids': 'बोलियाँ ली जा रही हैं',
  'Waiting for payment': 'भुगतान का इंतज़ार',
  Sold: 'बिक गया',
  'No sale': 'बिक्री नहीं हुई',
  Cancelled: 'रद्द',
  'Auction started.': 'नीलामी शुरू हो गई।',
  'Auction cancelled.': 'नीलामी रद्द हो गई।',
  'Bid placed: you are the top bidder.': 'बोली लग गई: सबसे ऊँची बोली आपकी है।',
  'Bid placed, but another bidder’s maximum was higher: you were outbid.':
    'बोली लग गई, पर किसी और बोली लगाने वाले की अधिकतम बोली ज़्यादा थी: आपकी बोली पीछे रह गई।',
  'You already have an auction running: wait for it to end before you start another.':
    'आपकी एक नीलामी पहले से चल रही है: दूसरी शुरू करने से पहले उसके खत्म होने का इंतज़ार करें।',
  'Auction not found.': 'नीलामी नहीं मिली।',
  'This auction is not yours.': 'यह नीलामी आपकी नहीं है।',
  'Choose one of your own cards.': 'अपना ही कोई कार्ड चुनें।',
  'An auction can be cancelled only before the first bid.': 'नीलामी सिर्फ़ पहली बोली से पहले रद्द की जा सकती है।',
  'This auction is not taking bids.': 'यह नीलामी अभी बोलियाँ नहीं ले रही है।',
  'You cannot bid on your own auction.': 'आप अपनी ही नीलामी पर बोली नहीं लगा सकते।',
  'You are already the top bidder.': 'सबसे ऊँची बोली पहले से आपकी है।',
  'Your maximum must be at least your bid.': 'आपकी अधिकतम बोली कम से कम आपकी बोली जितनी होनी चाहिए।',
  'You are bidding too fast: wait a few seconds.': 'आप बहुत जल्दी-जल्दी बोली लगा रहे हैं: कुछ सेकंड रुकें।',
  'There is nothing for you to pay in this auction.': 'इस नीलामी में आपको कुछ भी भुगतान नहीं करना है।',
  'Your time to pay has passed: the offer went to the next bidder.':
    'भुगतान का आपका समय निकल गया: ऑफ़र अगले बोली लगाने वाले को चला गया।',
  'Payments are unavailable right now. Please try again later.':
    'भुगतान अभी उपलब्ध नहीं हैं। कृपया बाद में फिर कोशिश करें।',
  'This auction was already paid for, so your payment bought nothing: it is being refunded to you.':
    'इस नीलामी का भुगतान पहले ही हो चुका था, इसलिए आपके भुगतान से कुछ नहीं खरीदा गया: वह आपको वापस किया जा रहा है।',
  'You did not pay for an auction of this streamer you won, so you cannot bid on their auctions for 7 days.':
    'आपने इस स्ट्रीमर की जीती हुई एक नीलामी का भुगतान नहीं किया, इसलिए आप 7 दिनों तक उनकी नीलामियों में बोली नहीं लगा सकते।',
  'This streamer no longer sells on Cardcast, so your payment bought nothing: it is being refunded to you.':
    'यह स्ट्रीमर अब Cardcast पर नहीं बेचते, इसलिए आपके भुगतान से कुछ नहीं खरीदा गया: वह आपको वापस किया जा रहा है।',
  'This streamer no longer sells on Cardcast: the auction takes no bids or payments.':
    'यह स्ट्रीमर अब Cardcast पर नहीं बेचते: इस नीलामी में बोली या भुगतान नहीं लिए जाते।',
  'Failed to fetch the auction.': 'नीलामी लोड नहीं हो सकी।',
  'Choose a card.': 'एक कार्ड चुनें।',
  'Duration must be at most 30 minutes.': 'अवधि अधिकतम 30 मिनट हो सकती है।',
  'Duration must be at least 1 minute.': 'अवधि कम से कम 1 मिनट होनी चाहिए।',
  'Duration must be whole minutes.': 'अवधि पूरे मिनटों में होनी चाहिए।',
  'Duration must be a number.': 'अवधि एक संख्या होनी चाहिए।',
  'Choose one of your cards, or describe a one-off reward.': 'अपना कोई कार्ड चुनें, या एक बार का कोई इनाम लिखें।',
  'Reserve price': 'रिज़र्व कीमत',
  'Minimum increment': 'न्यूनतम बढ़त',
  Bid: 'बोली',
  'Maximum bid': 'अधिकतम बोली',

  // contract/avatar.ts
  'Avatar updated.': 'अवतार अपडेट हो गया।',
  'Choose a picture first.': 'पहले कोई तस्वीर चुनें।',
  'The picture must be at most 2 MB.': 'तस्वीर अधिकतम 2 MB की हो सकती है।',
  'Use a PNG, JPEG or WebP picture.': 'PNG, JPEG या WebP तस्वीर इस्तेमाल करें।',
  'The picture must be at most 40 megapixels.': 'तस्वीर अधिकतम 40 मेगापिक्सेल की हो सकती है।',
  'Your avatar could not be uploaded. Try again.': 'आपका अवतार अपलोड नहीं हो सका। फिर कोशिश करें।',

  // contract/battles.ts, contract/battle-bar.ts
  'Invitation sent: it waits for their answer.': 'न्योता भेज दिया गया: यह उनके जवाब का इंतज़ार करेगा।',
  'Battle on! Every rupee and every free card used now scores.':
    'बैटल शुरू! अब हर रुपया और इस्तेमाल हुआ हर मुफ़्त कार्ड अंक देगा।',
  'Invitation declined.': 'न्योता अस्वीकार किया गया।',
  'Invitation withdrawn.': 'न्योता वापस ले लिया गया।',
  'Battle ended: ending it early counts as a loss.': 'बैटल ख़त्म: पहले ख़त्म करना हार माना जाता है।',
  'Battle not found.': 'बैटल नहीं मिली।',
  'Creator Pro is needed to start a battle.': 'बैटल शुरू करने के लिए Creator Pro चाहिए।',
  'No streamer has that username.': 'इस यूज़रनेम का कोई स्ट्रीमर नहीं है।',
  'You cannot battle yourself.': 'आप ख़ुद से बैटल नहीं कर सकते।',
  'That user is not a streamer: only streamers battle.': 'यह यूज़र स्ट्रीमर नहीं है: बैटल सिर्फ़ स्ट्रीमर कर सकते हैं।',
  'Your forfeit must be one of your own cards.': 'आपका फ़ॉरफ़िट आपके अपने कार्डों में से एक होना चाहिए।',
  'You already have a battle pending or running: one at a time.':
    'आपकी एक बैटल पहले से बाकी है या चल रही है: एक बार में एक ही।',
  'That streamer already has a battle pending or running.': 'उस स्ट्रीमर की एक बैटल पहले से बाकी है या चल रही है।',
  'One of you already has a battle pending or running: one at a time.':
    'आप दोनों में से किसी एक की बैटल पहले से बाकी है या चल रही है: एक बार में एक ही।',
  'Only the invited streamer can answer this invitation.': 'इस न्योते का जवाब सिर्फ़ बुलाया गया स्ट्रीमर दे सकता है।',
  'You sent this invitation: the other streamer answers it.':
    'यह न्योता आपने भेजा है: इसका जवाब दूसरा स्ट्रीमर देगा।',
  'This is not your battle.': 'यह आपकी बैटल नहीं है।',
  'This invitation expired.': 'इस न्योते का समय ख़त्म हो गया।',
  'This invitation is no longer open.': 'यह न्योता अब खुला नहीं है।',
  'This battle has ended already.': 'यह बैटल पहले ही ख़त्म हो चुकी है।',
  'Loading your battle...': 'आपकी बैटल लोड हो रही है...',
  'Your battle could not be loaded.': 'आपकी बैटल लोड नहीं हो सकी।',
  'Enter the other streamer’s username.': 'दूसरे स्ट्रीमर का यूज़रनेम डालें।',
  'At most 15 minutes.': 'अधिकतम 15 मिनट।',
  'Choose your forfeit card.': 'अपना फ़ॉरफ़िट कार्ड चुनें।',
  'A tie: both forfeits play': 'बराबरी: दोनों के फ़ॉरफ़िट चलेंगे',

  // contract/card-messages.ts, contract/cards.ts
  'Error loading user data.': 'यूज़र डेटा लोड करने में गड़बड़ी हुई।',
  'Failed to create payment order.': 'भुगतान ऑर्डर नहीं बन सका।',
  'Payment verification failed.': 'भुगतान की पुष्टि नहीं हो सकी।',
  'Failed to create transaction.': 'लेन-देन नहीं बन सका।',
  'Payment process failed.': 'भुगतान की प्रक्रिया विफल रही।',
  'Card creation failed!': 'कार्ड नहीं बन सका!',
  'An unexpected error occurred.': 'एक अनपेक्षित गड़बड़ी हुई।',
  'Error Generating URL.': 'URL बनाने में गड़बड़ी हुई।',
  'Failed to update profile.': 'प्रोफ़ाइल अपडेट नहीं हो सकी।',
  'An error occurred while updating profile.': 'प्रोफ़ाइल अपडेट करते समय गड़बड़ी हुई।',
  'Failed to fetch streamers.': 'स्ट्रीमर लोड नहीं हो सके।',
  'Failed to fetch cards.': 'कार्ड लोड नहीं हो सके।',
  'Invalid card data. Please try again.': 'कार्ड का डेटा अमान्य है। कृपया फिर कोशिश करें।',
  'An unexpected error occurred while using the card.': 'कार्ड इस्तेमाल करते समय एक अनपेक्षित गड़बड़ी हुई।',
  'Card use failed!': 'कार्ड इस्तेमाल नहीं हो सका!',
  'Failed to delete.': 'हटाया नहीं जा सका।',
  'An error occurred while deleting the card.': 'कार्ड हटाते समय गड़बड़ी हुई।',
  'You must be a creator to access this page.': 'यह पेज देखने के लिए आपका क्रिएटर होना ज़रूरी है।',
  'Card purchased successfully!': 'कार्ड खरीद लिया गया!',
  'Free card added to My Cards!': 'मुफ़्त कार्ड मेरे कार्ड में जुड़ गया!',
  'Get free': 'मुफ़्त लें',
  'Profile updated successfully!': 'प्रोफ़ाइल अपडेट हो गई!',
  'URL Generated Successfully!': 'URL बन गया!',
  'URL copied to clipboard!': 'URL क्लिपबोर्ड पर कॉपी हो गया!',
  'Card used successfully!': 'कार्ड इस्तेमाल हो गया!',
  'Card deleted successfully.': 'कार्ड हटा दिया गया।',
  'Card created successfully!': 'कार्ड बन गया!',
  'Loading cards...': 'कार्ड लोड हो रहे हैं...',
  'No cards found matching filters.': 'इन फ़िल्टरों से मेल खाता कोई कार्ड नहीं मिला।',
  'You can only delete your own cards.': 'आप सिर्फ़ अपने ही कार्ड हटा सकते हैं।',
  'This card is not in your collection.': 'यह कार्ड आपके संग्रह में नहीं है।',
  'This card has already been used.': 'यह कार्ड पहले ही इस्तेमाल हो चुका है।',
  'This card is not free: it needs a payment.': 'यह कार्ड मुफ़्त नहीं है: इसके लिए भुगतान ज़रूरी है।',
  'You cannot buy your own card.': 'आप अपना ही कार्ड नहीं खरीद सकते।',
  'Payment order not found.': 'भुगतान ऑर्डर नहीं मिला।',
  'This payment does not belong to this purchase.': 'यह भुगतान इस खरीद का नहीं है।',
  'The payment has not been verified.': 'भुगतान की पुष्टि नहीं हुई है।',
  'Simulated payments are turned off.': 'सिम्युलेटेड भुगतान बंद हैं।',
  'Payments are not configured.': 'भुगतान कॉन्फ़िगर नहीं किए गए हैं।',
  'The email address cannot be changed here.': 'ईमेल पता यहाँ नहीं बदला जा सकता।',
  'Unknown category.': 'अज्ञात श्रेणी।',
  'Price can have at most two decimals.': 'कीमत में दशमलव के बाद अधिकतम दो अंक हो सकते हैं।',
  'Price cannot be negative.': 'कीमत ऋणात्मक नहीं हो सकती।',
  'Price is required.': 'कीमत ज़रूरी है।',
  'Price must be a number.': 'कीमत एक संख्या होनी चाहिए।',
  'Rarity is required.': 'दुर्लभता ज़रूरी है।',
  'Categories must be a list.': 'श्रेणियाँ एक सूची होनी चाहिए।',
  'Description is required.': 'विवरण ज़रूरी है।',
  'Choose one of the preset images.': 'पहले से दी गई तस्वीरों में से एक चुनें।',
  'Price must be at most 100000.': 'कीमत अधिकतम 100000 हो सकती है।',
  'Title must be at most 100 characters.': 'शीर्षक अधिकतम 100 अक्षरों का हो सकता है।',
  'Description must be at most 500 characters.': 'विवरण अधिकतम 500 अक्षरों का हो सकता है।',
  'Links must start with http:// or https://': 'लिंक http:// या https:// से शुरू होने चाहिए',
  'Link is too long.': 'लिंक बहुत लंबा है।',
  'Links must be text.': 'लिंक टेक्स्ट होने चाहिए।',

  // contract/community.ts, contract/community-progress.ts
  'Community card': 'कम्युनिटी कार्ड',
  'Funded!': 'लक्ष्य पूरा!',
  'Goal not reached: refunded': 'लक्ष्य पूरा नहीं हुआ: पैसे वापस',
  'Cancelled: refunded': 'रद्द: पैसे वापस',
  'Community card started.': 'कम्युनिटी कार्ड शुरू हो गया।',
  'Community card cancelled: every contribution is being refunded.':
    'कम्युनिटी कार्ड रद्द हो गया: हर योगदान वापस किया जा रहा है।',
  'Thank you! Your contribution is in.': 'धन्यवाद! आपका योगदान जुड़ गया।',
  'This community card closed before your payment arrived: it is being refunded in full.':
    'आपका भुगतान आने से पहले यह कम्युनिटी कार्ड बंद हो गया: पूरी रकम वापस की जा रही है।',
  'Community card not found.': 'कम्युनिटी कार्ड नहीं मिला।',
  'You can only start a community card for your own card.':
    'आप सिर्फ़ अपने ही कार्ड के लिए कम्युनिटी कार्ड शुरू कर सकते हैं।',
  'Creator Pro is needed for community cards.': 'कम्युनिटी कार्ड के लिए Creator Pro ज़रूरी है।',
  'You already have a community card open: wait for it to end before you start another.':
    'आपका एक कम्युनिटी कार्ड पहले से खुला है: दूसरा शुरू करने से पहले उसके खत्म होने का इंतज़ार करें।',
  'This is not your community card.': 'यह आपका कम्युनिटी कार्ड नहीं है।',
  'This community card takes no more contributions.': 'यह कम्युनिटी कार्ड अब और योगदान नहीं लेता।',
  'You cannot chip in on your own community card.': 'आप अपने ही कम्युनिटी कार्ड में योगदान नहीं दे सकते।',
  'This community card has ended already.': 'यह कम्युनिटी कार्ड पहले ही खत्म हो चुका है।',
  'Payment not verified.': 'भुगतान की पुष्टि नहीं हुई।',
  'This payment is a community card contribution, not a card purchase.':
    'यह भुगतान कम्युनिटी कार्ड का योगदान है, कार्ड की खरीद नहीं।',
  'Chip in': 'योगदान दें',
  'Minutes must be whole.': 'मिनट पूरे होने चाहिए।',
  'At most 60 minutes.': 'अधिकतम 60 मिनट।',
  'At least 5 minutes.': 'कम से कम 5 मिनट।',
  'Minutes must be a number.': 'मिनट एक संख्या होनी चाहिए।',
  'The goal': 'लक्ष्य',
  'A contribution': 'योगदान',

  // contract/consent.ts
  'Waiting for your parent or guardian': 'आपके माता-पिता या अभिभावक का इंतज़ार',
  'We mailed your parent or guardian a link to give consent. Until your parent or guardian gives it, you cannot buy, use or subscribe to cards, bid or appear on a stream. Your account holds only your email, your date of birth and their email.':
    'हमने आपके माता-पिता या अभिभावक को सहमति देने का लिंक ईमेल किया है। जब तक वे सहमति नहीं देते, आप कार्ड खरीद, इस्तेमाल या सब्सक्राइब नहीं कर सकते, बोली नहीं लगा सकते और किसी स्ट्रीम पर नहीं दिख सकते। आपके अकाउंट में सिर्फ़ आपका ईमेल, आपकी जन्मतिथि और उनका ईमेल है।',
  'Your parent or guardian has not given consent yet: until they do, you cannot buy, use or subscribe to cards, bid or appear on a stream.':
    'आपके माता-पिता या अभिभावक ने अभी सहमति नहीं दी है: तब तक आप कार्ड खरीद, इस्तेमाल या सब्सक्राइब नहीं कर सकते, बोली नहीं लगा सकते और किसी स्ट्रीम पर नहीं दिख सकते।',
  'This account was closed when consent was withdrawn. Its data is being erased.':
    'सहमति वापस लिए जाने पर यह अकाउंट बंद कर दिया गया। इसका डेटा मिटाया जा रहा है।',
  'Free cards only: your parent or guardian has not set a monthly spending limit yet.':
    'सिर्फ़ मुफ़्त कार्ड: आपके माता-पिता या अभिभावक ने अभी मासिक खर्च सीमा तय नहीं की है।',
  'Streaming needs an adult: creators and payouts (KYC) are for 18 and over.':
    'स्ट्रीमिंग के लिए वयस्क होना ज़रूरी है: क्रिएटर और पेआउट (KYC) 18 साल और उससे ज़्यादा उम्र वालों के लिए हैं।',
  "Under 18: enter your parent's or guardian's email.": '18 साल से कम: अपने माता-पिता या अभिभावक का ईमेल डालें।',
  "Enter your parent's or guardian's email, not your own.": 'अपने माता-पिता या अभिभावक का ईमेल डालें, अपना नहीं।',
  'This address belongs to an account under 18: only an adult parent or guardian can give consent.':
    'यह पता 18 साल से कम उम्र के एक अकाउंट का है: सहमति सिर्फ़ वयस्क माता-पिता या अभिभावक दे सकते हैं।',
  'This link is invalid or has expired. Use the link in the latest mail from Cardcast.':
    'यह लिंक अमान्य है या इसकी समय-सीमा खत्म हो चुकी है। Cardcast के सबसे नए मेल वाला लिंक इस्तेमाल करें।',
  'Consent was already given.': 'सहमति पहले ही दी जा चुकी है।',
  'Consent is not awaited for this account.': 'इस अकाउंट के लिए सहमति का इंतज़ार नहीं है।',
  "Confirm that you are 18 or older and this child's parent or legal guardian.":
    'पुष्टि करें कि आपकी उम्र 18 साल या उससे ज़्यादा है और आप इस बच्चे के माता-पिता या कानूनी अभिभावक हैं।',
  'Consent given. We mailed a record of it to you and your child.':
    'सहमति दे दी गई। हमने इसका रिकॉर्ड आपको और आपके बच्चे को ईमेल कर दिया है।',
  'We mailed your parent or guardian the consent link again.':
    'हमने आपके माता-पिता या अभिभावक को सहमति का लिंक फिर से ईमेल कर दिया है।',
  'Consent withdrawn. The account is closed and its data will be erased within 7 days.':
    'सहमति वापस ले ली गई। अकाउंट बंद हो गया है और इसका डेटा 7 दिनों के अंदर मिटा दिया जाएगा।',
  'Consent was already withdrawn: the account is closed.': 'सहमति पहले ही वापस ली जा चुकी है: अकाउंट बंद है।',
  'Your account and personal data were erased.': 'आपका अकाउंट और निजी डेटा मिटा दिया गया।',
  "A creator's account holds earnings, payouts and tax records to settle first: write to us from the Contact page to close it.":
    'क्रिएटर के अकाउंट में कमाई, पेआउट और टैक्स के रिकॉर्ड होते हैं जिन्हें पहले निपटाना होता है: इसे बंद करने के लिए Contact पेज से हमें लिखें।',
  'This erases your profile, cards and history for good. Invoices and payments stay, as tax law requires, without your name.':
    'इससे आपकी प्रोफ़ाइल, कार्ड और इतिहास हमेशा के लिए मिट जाएँगे। टैक्स कानून के मुताबिक इनवॉइस और भुगतान बने रहेंगे, पर आपके नाम के बिना।',
  'Wrong password.': 'गलत पासवर्ड।',
  'Enter a whole number of rupees.': 'रुपयों की पूरी संख्या डालें।',
  'The limit cannot be below ₹0.': 'सीमा ₹0 से कम नहीं हो सकती।',
  'The limit can be at most ₹5,000.': 'सीमा अधिकतम ₹5,000 हो सकती है।',
  'Password must be at least 6 characters.': 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।',

  // contract/constants.ts, contract/paths.ts, contract/push-payload.ts: names and fallbacks
  'Your Card Platform': 'आपका कार्ड प्लेटफ़ॉर्म',
  Cardcast: 'Cardcast',
  'Trending Cards': 'ट्रेंडिंग कार्ड',
  'Something happened on Cardcast. Tap to open it.': 'Cardcast पर कुछ हुआ है। खोलने के लिए टैप करें।',

  // contract/contact-messages.ts, contract/contact.ts, contract/grievances.ts
  'Name is required.': 'नाम ज़रूरी है।',
  'Email is required.': 'ईमेल ज़रूरी है।',
  'Enter a valid email.': 'एक सही ईमेल डालें।',
  'Subject is required.': 'विषय ज़रूरी है।',
  'Message cannot be empty.': 'संदेश खाली नहीं हो सकता।',
  'Message sent successfully!': 'संदेश भेज दिया गया!',
  'Failed to send message.': 'संदेश नहीं भेजा जा सका।',
  'You have sent 5 messages from this email in the last hour. Please try again later.':
    'आप पिछले एक घंटे में इस ईमेल से 5 संदेश भेज चुके हैं। कृपया बाद में फिर कोशिश करें।',
  'Your message could not be delivered right now. Please try again later.':
    'आपका संदेश अभी पहुँचाया नहीं जा सका। कृपया बाद में फिर कोशिश करें।',
  'Text must not contain NUL characters.': 'टेक्स्ट में NUL अक्षर नहीं हो सकते।',
  Name: 'नाम',
  Email: 'ईमेल',
  Subject: 'विषय',
  Message: 'संदेश',
  Complaint: 'शिकायत',

  // contract/disputes.ts
  'Dispute not found.': 'विवाद नहीं मिला।',
  'This dispute is decided already.': 'इस विवाद का फ़ैसला पहले ही हो चुका है।',
  'Evidence submitted: the bank decides next.': 'सबूत जमा हो गए: आगे का फ़ैसला बैंक करेगा।',
  'Dispute accepted: the sale is reversed.': 'विवाद स्वीकार किया गया: बिक्री वापस ले ली गई है।',
  'Razorpay refused or could not be reached; nothing changed. Try again.':
    'Razorpay ने मना कर दिया या उससे संपर्क नहीं हो सका; कुछ नहीं बदला। फिर कोशिश करें।',
  'Write a summary of 10 to 1000 characters.': '10 से 1000 अक्षरों का सारांश लिखें।',
  'Loading disputes...': 'विवाद लोड हो रहे हैं...',
  'Failed to fetch disputes.': 'विवाद लोड नहीं हो सके।',
  'No disputes. Chargebacks reported by Razorpay appear here with their deadlines.':
    'कोई विवाद नहीं। Razorpay की बताई चार्जबैक यहाँ अपनी समय-सीमा के साथ दिखेंगी।',
  'Cardcast: a dispute of a refunded payment needs your answer':
    'Cardcast: रिफ़ंड हो चुके एक भुगतान के विवाद पर आपका जवाब चाहिए',
  Open: 'खुला',
  'Under review': 'समीक्षा में',
  Won: 'जीता',
  Lost: 'हारा',
  Closed: 'बंद',

  // contract/earnings.ts
  'Loading earnings...': 'कमाई लोड हो रही है...',
  'Failed to fetch earnings.': 'कमाई लोड नहीं हो सकी।',
  'Loading ledger...': 'लेजर लोड हो रहा है...',
  'Failed to fetch the ledger.': 'लेजर लोड नहीं हो सका।',
  'Failed to download the ledger.': 'लेजर डाउनलोड नहीं हो सका।',
  'Ledger downloaded.': 'लेजर डाउनलोड हो गया।',

  // contract/password-policy.ts, contract/fields.ts, contract/auth.ts
  'Password must be at least 8 characters.': 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।',
  'Password must be at least 12 characters.': 'पासवर्ड कम से कम 12 अक्षरों का होना चाहिए।',
  'This password is one of the most common ones. Please choose a less common password.':
    'यह सबसे आम पासवर्डों में से एक है। कृपया कोई कम आम पासवर्ड चुनें।',
  'This password is too easy to guess for an administrator: use a longer one, or several unrelated words.':
    'एडमिनिस्ट्रेटर के लिए यह पासवर्ड बहुत आसानी से अंदाज़ा लगाया जा सकता है: लंबा पासवर्ड या कई असंबंधित शब्द इस्तेमाल करें।',
  "An administrator's password may not contain the site's name.":
    'एडमिनिस्ट्रेटर के पासवर्ड में साइट का नाम नहीं हो सकता।',
  "An administrator's password may not contain their email address or its name part.":
    'एडमिनिस्ट्रेटर के पासवर्ड में उनका ईमेल पता या उसका नाम वाला हिस्सा नहीं हो सकता।',
  "A password may not contain the site's name.": 'पासवर्ड में साइट का नाम नहीं हो सकता।',
  'A password may not contain your email address or the part before the @.':
    'पासवर्ड में आपका ईमेल पता या @ से पहले का हिस्सा नहीं हो सकता।',
  'Username is required.': 'यूज़रनेम ज़रूरी है।',
  'Username must be at most 50 characters.': 'यूज़रनेम अधिकतम 50 अक्षरों का हो सकता है।',
  'Username cannot contain control, invisible or text-direction characters.':
    'यूज़रनेम में कंट्रोल, अदृश्य या टेक्स्ट की दिशा बदलने वाले अक्षर नहीं हो सकते।',
  'Username cannot contain a link.': 'यूज़रनेम में लिंक नहीं हो सकता।',
  'Username cannot mix look-alike letters from different alphabets (such as Latin and Cyrillic).':
    'यूज़रनेम में अलग-अलग वर्णमालाओं (जैसे लैटिन और सिरिलिक) के एक जैसे दिखने वाले अक्षर नहीं मिलाए जा सकते।',
  'Username contains a word that is not allowed.': 'यूज़रनेम में एक ऐसा शब्द है जिसकी अनुमति नहीं है।',
  'Username cannot put dots or bullets between letters.': 'यूज़रनेम में अक्षरों के बीच बिंदु या बुलेट नहीं हो सकते।',
  'Must be text.': 'यह टेक्स्ट होना चाहिए।',
  'Date of birth must be a real date in the past.': 'जन्मतिथि बीते समय की कोई असली तारीख होनी चाहिए।',
  'Date of birth must be a date (YYYY-MM-DD).': 'जन्मतिथि एक तारीख (YYYY-MM-DD) होनी चाहिए।',
  'Date of birth is required.': 'जन्मतिथि ज़रूरी है।',
  'OTP must contain only numbers': 'OTP में सिर्फ़ अंक हो सकते हैं',
  'OTP must be 6 digits': 'OTP 6 अंकों का होना चाहिए',
  'OTP is required': 'OTP ज़रूरी है',
  'Email is required': 'ईमेल ज़रूरी है',
  'Invalid email format': 'ईमेल का फ़ॉर्मैट गलत है',
  'Email ID is required.': 'ईमेल ID ज़रूरी है।',
  'Invalid email ID format.': 'ईमेल ID का फ़ॉर्मैट गलत है।',
  'Password is required': 'पासवर्ड ज़रूरी है',
  'Password is required.': 'पासवर्ड ज़रूरी है।',
  'Password must be at least 6 characters': 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  'Please confirm your password': 'कृपया अपने पासवर्ड की पुष्टि करें',
  'Confirm your password.': 'अपने पासवर्ड की पुष्टि करें।',
  'Passwords do not match': 'पासवर्ड मेल नहीं खाते',
  'Passwords do not match.': 'पासवर्ड मेल नहीं खाते।',

  // contract/grievances.ts
  'A card': 'कोई कार्ड',
  'A streamer': 'कोई स्ट्रीमर',
  'A payment': 'कोई भुगतान',
  'My account': 'मेरा अकाउंट',
  'Content on a stream': 'किसी स्ट्रीम की सामग्री',
  'It impersonates me / shares intimate images of me': 'यह मेरा रूप धरकर पेश आता है / मेरी निजी तस्वीरें साझा करता है',
  'Choose what your complaint is about.': 'चुनें कि आपकी शिकायत किस बारे में है।',
  'Describe your complaint.': 'अपनी शिकायत बताएँ।',
  'Enter a link that starts with http:// or https://.': 'http:// या https:// से शुरू होने वाला लिंक डालें।',
  'Link must be at most 2048 characters.': 'लिंक अधिकतम 2048 अक्षरों का हो सकता है।',
  'You have filed 5 complaints from this email in the last hour. Please try again later.':
    'आप पिछले एक घंटे में इस ईमेल से 5 शिकायतें दर्ज कर चुके हैं। कृपया बाद में फिर कोशिश करें।',
  'Your complaint could not be filed. Please try again.': 'आपकी शिकायत दर्ज नहीं हो सकी। कृपया फिर कोशिश करें।',
  'Write an answer of 1 to 5000 characters.': '1 से 5000 अक्षरों का जवाब लिखें।',
  'Grievance not found.': 'शिकायत नहीं मिली।',
  'This grievance is answered already.': 'इस शिकायत का जवाब पहले ही दिया जा चुका है।',
  'Answer sent to the complainant.': 'शिकायतकर्ता को जवाब भेज दिया गया।',
  'Loading grievances...': 'शिकायतें लोड हो रही हैं...',
  'Failed to fetch grievances.': 'शिकायतें लोड नहीं हो सकीं।',
  'No grievances. Complaints filed at /grievance appear here with their due dates.':
    'कोई शिकायत नहीं। /grievance पर दर्ज शिकायतें यहाँ अपनी नियत तारीख के साथ दिखेंगी।',

  // contract/invoices.ts
  'Tax invoice': 'टैक्स इनवॉइस',
  'Credit note': 'क्रेडिट नोट',
  'Invoice not found.': 'इनवॉइस नहीं मिला।',
  'Loading invoices...': 'इनवॉइस लोड हो रहे हैं...',
  'Failed to fetch invoices.': 'इनवॉइस लोड नहीं हो सके।',
  'No invoices yet. Creator Pro, subscriptions and Cardcast’s monthly commission are invoiced here.':
    'अभी कोई इनवॉइस नहीं। Creator Pro, सदस्यताओं और Cardcast के मासिक कमीशन के इनवॉइस यहाँ बनते हैं।',
  'Failed to download the invoice.': 'इनवॉइस डाउनलोड नहीं हो सका।',
  "Payments are not open yet: the site's business details (legal name, address, state, GSTIN, SAC) are missing.":
    'भुगतान अभी शुरू नहीं हुए हैं: साइट के कारोबार का ब्योरा (कानूनी नाम, पता, राज्य, GSTIN, SAC) मौजूद नहीं है।',
  'Creator Pro': 'Creator Pro',
  Subscription: 'सदस्यता',
  Commission: 'कमीशन',
  "document must be 'invoice' or 'credit_note'.": "document 'invoice' या 'credit_note' होना चाहिए।",
  "purpose must be 'pro', 'subscription' or 'commission'.":
    "purpose 'pro', 'subscription' या 'commission' होना चाहिए।",
  'Search must be at most 100 characters.': 'खोज अधिकतम 100 अक्षरों की हो सकती है।',
  'quarter must be 1, 2, 3 or 4.': 'quarter 1, 2, 3 या 4 होना चाहिए।',
  since: 'since',
  until: 'until',

  // contract/kyc.ts, contract/tax-rules.ts
  'KYC details saved.': 'KYC का ब्योरा सेव हो गया।',
  'The password is not correct.': 'पासवर्ड सही नहीं है।',
  'PAN must be 10 characters: 5 letters, 4 digits, 1 letter (e.g. ABCPE1234F).':
    'PAN 10 अक्षरों का होना चाहिए: 5 अक्षर, 4 अंक, 1 अक्षर (जैसे ABCPE1234F)।',
  'GSTIN must be 15 characters, e.g. 29ABCPE1234F1Z7.': 'GSTIN 15 अक्षरों का होना चाहिए, जैसे 29ABCPE1234F1Z7।',
  "This GSTIN's last character does not match the rest: check it for a typo.":
    'इस GSTIN का आखिरी अक्षर बाकी से मेल नहीं खाता: टाइपिंग की गलती देख लें।',
  'The GSTIN must contain your PAN.': 'GSTIN में आपका PAN होना चाहिए।',
  'Legal name must be 3-100 letters, as on your PAN card.':
    'कानूनी नाम 3-100 अक्षरों का होना चाहिए, जैसा आपके PAN कार्ड पर है।',
  'The name on this PAN does not match the legal name given.':
    'इस PAN पर लिखा नाम दिए गए कानूनी नाम से मेल नहीं खाता।',
  'This PAN could not be verified.': 'इस PAN की पुष्टि नहीं हो सकी।',
  'PAN checks are not available right now; try again later.':
    'PAN की जाँच अभी उपलब्ध नहीं है; बाद में फिर कोशिश करें।',
  'The payout account is not in your legal name.': 'पेआउट अकाउंट आपके कानूनी नाम पर नहीं है।',
  'The payout account could not be validated.': 'पेआउट अकाउंट की पुष्टि नहीं हो सकी।',
  'Give your PAN and legal name.': 'अपना PAN और कानूनी नाम दें।',
  'Your PAN is not verified yet.': 'आपके PAN की अभी पुष्टि नहीं हुई है।',
  'Add a payout account.': 'एक पेआउट अकाउंट जोड़ें।',
  'Your payout account is not validated yet.': 'आपके पेआउट अकाउंट की अभी पुष्टि नहीं हुई है।',
  'KYC complete: payouts are on.': 'KYC पूरा: पेआउट चालू हैं।',
  'Your Cardcast KYC details changed': 'आपके Cardcast KYC का ब्योरा बदला गया',
  'Loading KYC...': 'KYC लोड हो रहा है...',
  'Failed to fetch KYC.': 'KYC लोड नहीं हो सका।',

  // contract/marathons.ts, contract/marathon-clock.ts
  'Card sale': 'कार्ड की बिक्री',
  'Auction win': 'नीलामी की जीत',
  'Free card used': 'मुफ़्त कार्ड इस्तेमाल हुआ',
  'Marathon started.': 'मैराथन शुरू हो गई।',
  'Marathon paused: the clock stands still until you resume.':
    'मैराथन रुकी: जब तक आप दोबारा शुरू नहीं करते, घड़ी थमी रहेगी।',
  'Marathon resumed.': 'मैराथन फिर शुरू हो गई।',
  'Marathon ended.': 'मैराथन खत्म हो गई।',
  'You already have a marathon running: end it before you start another.':
    'आपकी एक मैराथन पहले से चल रही है: दूसरी शुरू करने से पहले उसे खत्म करें।',
  'Marathon not found.': 'मैराथन नहीं मिली।',
  'This marathon is not yours.': 'यह मैराथन आपकी नहीं है।',
  'This marathon has ended.': 'यह मैराथन खत्म हो चुकी है।',
  'This marathon is not running.': 'यह मैराथन नहीं चल रही है।',
  'This marathon is not paused.': 'यह मैराथन रुकी हुई नहीं है।',
  'The cap must leave room for the starting length.': 'ऊपरी सीमा में शुरुआती अवधि की जगह होनी चाहिए।',
  'Failed to fetch your marathon.': 'आपकी मैराथन लोड नहीं हो सकी।',
  'Starting length (minutes)': 'शुरुआती अवधि (मिनट)',
  'Seconds per rupee': 'प्रति रुपया सेकंड',
  'Seconds per free card used': 'हर मुफ़्त कार्ड के इस्तेमाल पर सेकंड',
  'Cap (hours)': 'ऊपरी सीमा (घंटे)',

  // contract/messages.ts
  'Login failed': 'लॉगिन नहीं हो सका',
  'No response from server. Please try again.': 'सर्वर से कोई जवाब नहीं मिला। कृपया फिर कोशिश करें।',
  'An error occurred. Please try again.': 'कोई गड़बड़ी हुई। कृपया फिर कोशिश करें।',
  'Please verify your email with OTP': 'कृपया OTP से अपने ईमेल की पुष्टि करें',
  'Signup successful! Please login to verify your email.':
    'साइन अप सफल रहा! अपने ईमेल की पुष्टि के लिए कृपया लॉग इन करें।',
  'Unable to connect to the server. Please make sure the backend server is running.':
    'सर्वर से कनेक्ट नहीं हो सका। कृपया देख लें कि बैकएंड सर्वर चल रहा है।',
  'Signup failed': 'साइन अप नहीं हो सका',
  'Sign up failed.': 'साइन अप नहीं हो सका।',
  'Invalid OTP': 'गलत OTP',
  'OTP has expired. Please request a new one.': 'OTP की समय-सीमा खत्म हो गई। कृपया नया OTP माँगें।',
  'Too many wrong attempts. Please request a new OTP.': 'बहुत सारी गलत कोशिशें। कृपया नया OTP माँगें।',
  'No tries left: code checks for this address pause for a while.':
    'कोई कोशिश नहीं बची: इस पते के कोड की जाँच कुछ समय के लिए रुकी रहेगी।',
  'OTP verified successfully!': 'OTP की पुष्टि हो गई!',
  'OTP sent successfully!': 'OTP भेज दिया गया!',
  'Failed to resend OTP. Please try again.': 'OTP दोबारा नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
  'Please wait before requesting another OTP.': 'दूसरा OTP माँगने से पहले कृपया थोड़ा रुकें।',
  'Please go back and request a new OTP': 'कृपया वापस जाकर नया OTP माँगें',
  'An error occurred': 'कोई गड़बड़ी हुई',
  'This account is already verified.': 'इस अकाउंट की पुष्टि पहले ही हो चुकी है।',
  'Log in to continue': 'आगे बढ़ने के लिए लॉग इन करें',
  'Sign up or log in to buy this card. You will come back to it afterwards.':
    'यह कार्ड खरीदने के लिए साइन अप या लॉग इन करें। उसके बाद आप वापस यहीं आएँगे।',
  'Sign up or log in to subscribe. You will come back to this streamer afterwards.':
    'सब्सक्राइब करने के लिए साइन अप या लॉग इन करें। उसके बाद आप इसी स्ट्रीमर पर वापस आएँगे।',
  'Logged out successfully!': 'आप लॉग आउट हो गए!',
  'Too many requests. Please try again later.': 'बहुत सारे अनुरोध। कृपया बाद में फिर कोशिश करें।',
  'Invalid request.': 'अमान्य अनुरोध।',
  'Not found.': 'नहीं मिला।',
  'The server is busy right now. Please try again in a moment.':
    'सर्वर अभी व्यस्त है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'You have created too many cards in the last hour. Please try again later.':
    'आपने पिछले एक घंटे में बहुत सारे कार्ड बनाए हैं। कृपया बाद में फिर कोशिश करें।',
  'You have taken too many free cards in the last hour. Please try again later.':
    'आपने पिछले एक घंटे में बहुत सारे मुफ़्त कार्ड लिए हैं। कृपया बाद में फिर कोशिश करें।',
  'You have started too many payments in the last hour. Please try again later.':
    'आपने पिछले एक घंटे में बहुत सारे भुगतान शुरू किए हैं। कृपया बाद में फिर कोशिश करें।',
  'You have used too many cards in the last hour. Please try again later.':
    'आपने पिछले एक घंटे में बहुत सारे कार्ड इस्तेमाल किए हैं। कृपया बाद में फिर कोशिश करें।',
  'Too many emails have been sent to this address in the last hour. Please try again later.':
    'पिछले एक घंटे में इस पते पर बहुत सारे ईमेल भेजे जा चुके हैं। कृपया बाद में फिर कोशिश करें।',
  'Too many sign-ups have come from this device in the last hour. Please try again later.':
    'पिछले एक घंटे में इस डिवाइस से बहुत सारे साइन अप हुए हैं। कृपया बाद में फिर कोशिश करें।',
  'Many sign-ups come from your network: checking this device, a few seconds…':
    'आपके नेटवर्क से कई साइन अप हो रहे हैं: इस डिवाइस की जाँच हो रही है, कुछ सेकंड…',
  'We cannot send email right now: the hourly email limit has been reached. Please try again later.':
    'हम अभी ईमेल नहीं भेज सकते: प्रति घंटे की ईमेल सीमा पूरी हो चुकी है। कृपया बाद में फिर कोशिश करें।',
  'Our inbox has received too many messages in the last hour. Please try again later.':
    'पिछले एक घंटे में हमारे इनबॉक्स में बहुत सारे संदेश आए हैं। कृपया बाद में फिर कोशिश करें।',
  'Too many overlays are connected with this stream key. Close one and try again.':
    'इस स्ट्रीम की से बहुत सारे ओवरले जुड़े हैं। एक बंद करके फिर कोशिश करें।',
  'Too many overlay connections from this address. Close one and try again.':
    'इस पते से ओवरले के बहुत सारे कनेक्शन हैं। एक बंद करके फिर कोशिश करें।',
  'Too many live pages are open for this account. Close one and try again.':
    'इस अकाउंट के बहुत सारे लाइव पेज खुले हैं। एक बंद करके फिर कोशिश करें।',
  'OTP sent to your email': 'OTP आपके ईमेल पर भेज दिया गया',
  'If an account exists for this email, an OTP has been sent to it.':
    'अगर इस ईमेल का कोई अकाउंट है, तो उस पर OTP भेज दिया गया है।',
  'Failed to send OTP': 'OTP नहीं भेजा जा सका',
  'OTP verified successfully': 'OTP की पुष्टि हो गई',
  'Failed to reset password': 'पासवर्ड रीसेट नहीं हो सका',
  'Password reset successfully': 'पासवर्ड रीसेट हो गया',
  'Please verify OTP first': 'कृपया पहले OTP की पुष्टि करें',
  'Too many wrong OTPs for this account. OTP checks are paused for a while; please try again later.':
    'इस अकाउंट के लिए बहुत सारे गलत OTP डाले गए। OTP की जाँच कुछ समय के लिए रुकी है; कृपया बाद में फिर कोशिश करें।',
  'Too many wrong OTPs for this account. Please try again later.':
    'इस अकाउंट के लिए बहुत सारे गलत OTP डाले गए। कृपया बाद में फिर कोशिश करें।',
  'Too many sign-in attempts for this account. Please try again later.':
    'इस अकाउंट में साइन इन की बहुत सारी कोशिशें हुईं। कृपया बाद में फिर कोशिश करें।',
  'Too many OTP attempts for this account. Please try again later.':
    'इस अकाउंट के लिए OTP की बहुत सारी कोशिशें हुईं। कृपया बाद में फिर कोशिश करें।',
  'Too many OTP requests for this address. Please try again later.':
    'इस पते के लिए बहुत सारे OTP माँगे गए। कृपया बाद में फिर कोशिश करें।',
  'Too many password reset attempts for this account. Please try again later.':
    'इस अकाउंट का पासवर्ड रीसेट करने की बहुत सारी कोशिशें हुईं। कृपया बाद में फिर कोशिश करें।',
  'Cardcast: too many password attempts on your account': 'Cardcast: आपके अकाउंट पर पासवर्ड की बहुत सारी कोशिशें',

  // contract/notice-mail.ts
  'Your Cardcast receipt: Creator Pro': 'आपकी Cardcast रसीद: Creator Pro',

  // contract/orders.ts
  'Loading your orders...': 'आपके ऑर्डर लोड हो रहे हैं...',
  "Couldn't load your orders. Try again.": 'आपके ऑर्डर लोड नहीं हो सके। फिर कोशिश करें।',
  'No orders yet': 'अभी कोई ऑर्डर नहीं',
  'Cards you buy or take for free appear here, with what you paid.':
    'आप जो कार्ड खरीदते हैं या मुफ़्त लेते हैं, वे यहाँ दिखेंगे, साथ में आपने कितना भुगतान किया।',
  "Couldn't load more orders. Try again.": 'और ऑर्डर लोड नहीं हो सके। फिर कोशिश करें।',
  Paid: 'भुगतान हो गया',
  Free: 'मुफ़्त',
  'Refund pending': 'रिफ़ंड बाकी',
  Refunded: 'रिफ़ंड हो गया',

  // contract/overlay.ts, contract/paging.ts
  'Unknown stream key.': 'अज्ञात स्ट्रीम की।',
  'Test card sent to your overlay.': 'टेस्ट कार्ड आपके ओवरले पर भेज दिया गया।',
  'Invalid page cursor.': 'अमान्य पेज कर्सर।',
  'limit must be a whole number from 1 to 100.': 'limit 1 से 100 तक की पूरी संख्या होनी चाहिए।',
  'limit must be one of 5, 10, 25, 50, 100.': 'limit 5, 10, 25, 50, 100 में से एक होना चाहिए।',
  'Give either cursor or from=end, not both.': 'cursor या from=end में से एक दें, दोनों नहीं।',
  "from must be 'start' or 'end'.": "from 'start' या 'end' होना चाहिए।",

  // contract/payouts.ts
  Queued: 'कतार में',
  Processing: 'प्रोसेस हो रहा है',
  Processed: 'प्रोसेस हो गया',
  Failed: 'विफल',
  Reversed: 'वापस हुआ',
  'UPI ID is required.': 'UPI ID ज़रूरी है।',
  'Enter a UPI ID such as name@bank.': 'name@bank जैसा UPI ID डालें।',
  'Account holder name is required.': 'खाताधारक का नाम ज़रूरी है।',
  "Account holder name must be 3 to 120 characters: letters, digits, spaces and . , ' - _ / ( ).":
    "खाताधारक का नाम 3 से 120 अक्षरों का होना चाहिए: अक्षर, अंक, स्पेस और . , ' - _ / ( )।",
  'Account number is required.': 'खाता संख्या ज़रूरी है।',
  'Account number must be 9 to 18 digits.': 'खाता संख्या 9 से 18 अंकों की होनी चाहिए।',
  'IFSC is required.': 'IFSC ज़रूरी है।',
  'IFSC must be 11 characters: 4 letters, a 0, then 6 letters or digits (e.g. HDFC0001234).':
    'IFSC 11 अक्षरों का होना चाहिए: 4 अक्षर, एक 0, फिर 6 अक्षर या अंक (जैसे HDFC0001234)।',
  'Give either a UPI ID, or an account holder name, account number and IFSC: not both.':
    'या तो UPI ID दें, या खाताधारक का नाम, खाता संख्या और IFSC: दोनों नहीं।',
  'Payout account saved.': 'पेआउट अकाउंट सेव हो गया।',
  'Failed to save the payout account.': 'पेआउट अकाउंट सेव नहीं हो सका।',
  'Failed to fetch the payout account.': 'पेआउट अकाउंट लोड नहीं हो सका।',
  'Loading payout account...': 'पेआउट अकाउंट लोड हो रहा है...',
  'Enter your password to change where payouts go.': 'पेआउट कहाँ जाए, यह बदलने के लिए अपना पासवर्ड डालें।',
  'That password is not correct.': 'यह पासवर्ड सही नहीं है।',
  'Your Cardcast payout account changed': 'आपका Cardcast पेआउट अकाउंट बदला गया',
  'This payout run was already made.': 'यह पेआउट पहले ही किया जा चुका है।',
  'Payout sent again.': 'पेआउट फिर से भेज दिया गया।',
  'Payout not found.': 'पेआउट नहीं मिला।',
  'Only a failed payout, or one still queued, can be retried.':
    'सिर्फ़ विफल पेआउट, या जो अभी कतार में है, उसे ही दोबारा भेजा जा सकता है।',
  "The creator's available balance no longer covers this payout.":
    'क्रिएटर का उपलब्ध बैलेंस अब इस पेआउट के लिए काफ़ी नहीं है।',
  "The creator's payout details changed less than 72 hours ago: retry once the hold is over.":
    'क्रिएटर के पेआउट का ब्योरा 72 घंटे से कम पहले बदला गया: रोक खत्म होने के बाद दोबारा कोशिश करें।',
  "The creator's KYC is incomplete or changed less than 72 hours ago: retry once it is complete and the hold is over.":
    'क्रिएटर का KYC अधूरा है या 72 घंटे से कम पहले बदला गया: उसके पूरा होने और रोक खत्म होने के बाद दोबारा कोशिश करें।',
  'The payout details changed after this payout was made: it was not sent, and its amount is back in the balance.':
    'यह पेआउट बनने के बाद पेआउट का ब्योरा बदल गया: यह भेजा नहीं गया, और इसकी रकम बैलेंस में वापस आ गई है।',
  'The KYC is incomplete or changed less than 72 hours ago: this payout was not sent, and its amount is back in the balance.':
    'KYC अधूरा है या 72 घंटे से कम पहले बदला गया: यह पेआउट भेजा नहीं गया, और इसकी रकम बैलेंस में वापस आ गई है।',
  'Payouts are not configured: set RAZORPAYX_ACCOUNT_NUMBER with the Razorpay keys (or turn simulated payments on).':
    'पेआउट कॉन्फ़िगर नहीं हैं: Razorpay कीज़ के साथ RAZORPAYX_ACCOUNT_NUMBER सेट करें (या सिम्युलेटेड भुगतान चालू करें)।',
  'Failed to run payouts.': 'पेआउट नहीं चलाए जा सके।',
  'Failed to retry the payout.': 'पेआउट दोबारा नहीं भेजा जा सका।',
  'Failed to fetch payouts.': 'पेआउट लोड नहीं हो सके।',
  'Run payouts now?': 'पेआउट अभी चलाएँ?',
  'Every creator with the minimum or more available and a payout account is paid their whole available balance now.':
    'जिस भी क्रिएटर के पास न्यूनतम या उससे ज़्यादा रकम उपलब्ध है और पेआउट अकाउंट है, उसे अभी उसका पूरा उपलब्ध बैलेंस भेजा जाएगा।',
  'The payout failed again.': 'पेआउट फिर से विफल रहा।',

  // contract/plan-rules.ts, contract/plans.ts
  'Creator Pro is needed to sell cards.': 'कार्ड बेचने के लिए Creator Pro ज़रूरी है।',
  'You are already a creator.': 'आप पहले से क्रिएटर हैं।',
  'You are now a creator on the free plan.': 'अब आप फ़्री प्लान पर क्रिएटर हैं।',
  "This card can't be bought right now: its streamer's Creator Pro plan has ended. Try again later.":
    'यह कार्ड अभी नहीं खरीदा जा सकता: इसके स्ट्रीमर का Creator Pro प्लान खत्म हो गया है। बाद में फिर कोशिश करें।',
  'Analytics come with Creator Pro.': 'एनालिटिक्स Creator Pro के साथ मिलते हैं।',
  Unavailable: 'उपलब्ध नहीं',
  "Its streamer's Creator Pro has ended: this card is back on sale when it is renewed.":
    'इसके स्ट्रीमर का Creator Pro खत्म हो गया है: रिन्यू होने पर यह कार्ड फिर से बिक्री पर आ जाएगा।',
  'Your priced cards are paused: renew Creator Pro': 'आपके पेड कार्ड रुके हुए हैं: Creator Pro रिन्यू करें',
  'Creator Pro is active.': 'Creator Pro चालू है।',
  "The only plan on sale is 'pro'.": "बिक्री पर सिर्फ़ 'pro' प्लान है।",
  'Monthly renewal is for Creator Pro bought by the month.':
    'मासिक रिन्यूअल महीने के हिसाब से खरीदे गए Creator Pro के लिए है।',
  "Creator Pro can't renew through Razorpay yet: extend it by a month instead.":
    'Creator Pro अभी Razorpay से रिन्यू नहीं हो सकता: इसकी जगह इसे एक महीने के लिए बढ़ाएँ।',
  'Failed to change the renewal.': 'रिन्यूअल नहीं बदला जा सका।',
  'renews must be true or false.': 'renews true या false होना चाहिए।',

  // contract/push.ts
  'My card is on stream now': 'मेरा कार्ड अभी स्ट्रीम पर है',
  'My card was approved or rejected': 'मेरा कार्ड स्वीकार या अस्वीकार हुआ',
  'My card came back unused': 'मेरा कार्ड बिना इस्तेमाल के वापस आया',
  'I was outbid': 'मुझसे ऊँची बोली लगी',
  'I won an auction': 'मैंने नीलामी जीती',
  'A subscription payment failed': 'सदस्यता का भुगतान विफल रहा',
  'A payout was sent (creators)': 'पेआउट भेजा गया (क्रिएटर्स)',
  'A community card contribution was refunded': 'कम्युनिटी कार्ड का योगदान वापस हुआ',
  'Notifications are on for this device.': 'इस डिवाइस के लिए नोटिफ़िकेशन चालू हैं।',
  'Notifications are off for this device.': 'इस डिवाइस के लिए नोटिफ़िकेशन बंद हैं।',
  'Notification settings saved.': 'नोटिफ़िकेशन सेटिंग्स सेव हो गईं।',
  'A push endpoint must be an https address.': 'पुश एंडपॉइंट एक https पता होना चाहिए।',
  'Notifications are on for 10 devices already: turn them off on one first.':
    'नोटिफ़िकेशन पहले से 10 डिवाइस पर चालू हैं: पहले किसी एक पर बंद करें।',
  'No subscription of yours has that endpoint.': 'आपकी किसी सब्सक्रिप्शन का यह एंडपॉइंट नहीं है।',
  'Tell me when it’s on stream': 'स्ट्रीम पर आने पर मुझे बताएँ',
  'Tell me if I’m outbid': 'मुझसे ऊँची बोली लगे तो बताएँ',
  'Not now': 'अभी नहीं',
  'Notifications are blocked for this site in your browser settings.':
    'आपके ब्राउज़र की सेटिंग्स में इस साइट के नोटिफ़िकेशन ब्लॉक हैं।',
  'This browser cannot show notifications.': 'यह ब्राउज़र नोटिफ़िकेशन नहीं दिखा सकता।',
  'Turn on notifications': 'नोटिफ़िकेशन चालू करें',
  'Turn off on this device': 'इस डिवाइस पर बंद करें',
  'Could not turn notifications on. Please try again.': 'नोटिफ़िकेशन चालू नहीं हो सके। कृपया फिर कोशिश करें।',
  base64url: 'base64url में होना चाहिए',

  // contract/refunds.ts, contract/subscription-charges.ts
  'Please give a reason for the refund.': 'कृपया रिफ़ंड की वजह बताएँ।',
  'The reason must be at most 500 characters.': 'वजह अधिकतम 500 अक्षरों की हो सकती है।',
  'A free card cannot be refunded: nothing was paid.': 'मुफ़्त कार्ड का रिफ़ंड नहीं हो सकता: कोई भुगतान नहीं हुआ था।',
  'This purchase has already been refunded.': 'इस खरीद का रिफ़ंड पहले ही हो चुका है।',
  'A refund of this purchase is already under way.': 'इस खरीद का रिफ़ंड पहले से प्रक्रिया में है।',
  'The payment provider could not make the refund. Nothing was changed: try again later.':
    'भुगतान प्रदाता रिफ़ंड नहीं कर सका। कुछ नहीं बदला गया: बाद में फिर कोशिश करें।',
  "The payment provider this purchase was paid with isn't configured.":
    'जिस भुगतान प्रदाता से यह खरीद हुई थी, वह कॉन्फ़िगर नहीं है।',
  'Refund processed.': 'रिफ़ंड हो गया।',
  'Refund requested: the payment provider is processing it.':
    'रिफ़ंड का अनुरोध हो गया: भुगतान प्रदाता इसे प्रोसेस कर रहा है।',
  'The payment provider refused the refund. Nothing was changed: try again later.':
    'भुगतान प्रदाता ने रिफ़ंड से मना कर दिया। कुछ नहीं बदला गया: बाद में फिर कोशिश करें।',
  'This card has been refunded and can no longer be used.':
    'इस कार्ड का रिफ़ंड हो चुका है और अब इसे इस्तेमाल नहीं किया जा सकता।',
  'Failed to refund the purchase.': 'खरीद का रिफ़ंड नहीं हो सका।',
  'Refund purchase': 'खरीद का रिफ़ंड करें',
  'Your Cardcast purchase was refunded': 'आपकी Cardcast खरीद का रिफ़ंड हो गया',
  'Subscription charge not found.': 'सदस्यता का शुल्क नहीं मिला।',
  'This charge has already been refunded.': 'इस शुल्क का रिफ़ंड पहले ही हो चुका है।',
  'A refund of this charge is already under way.': 'इस शुल्क का रिफ़ंड पहले से प्रक्रिया में है।',
  'Refund processed: the subscription’s paid month has ended.':
    'रिफ़ंड हो गया: सदस्यता का भुगतान किया हुआ महीना खत्म हो गया है।',
  'Your Cardcast subscription payment was refunded': 'आपके Cardcast सदस्यता भुगतान का रिफ़ंड हो गया',
  'Failed to refund the charge.': 'शुल्क का रिफ़ंड नहीं हो सका।',
  'Refund subscription charge': 'सदस्यता शुल्क का रिफ़ंड करें',
  'Failed to fetch subscription charges.': 'सदस्यता के शुल्क लोड नहीं हो सके।',

  // contract/sellers.ts, contract/sessions.ts, contract/statements.ts
  'Seller not found.': 'विक्रेता नहीं मिला।',
  'Session ended: that device is signed out.': 'सेशन खत्म: वह डिवाइस साइन आउट हो गया।',
  'No other session was open.': 'कोई और सेशन खुला नहीं था।',
  'No open session of yours has that id.': 'आपके किसी खुले सेशन की यह id नहीं है।',
  'This is the session you are using: log out instead.': 'आप इसी सेशन का इस्तेमाल कर रहे हैं: इसकी जगह लॉग आउट करें।',
  'Failed to load your sessions.': 'आपके सेशन लोड नहीं हो सके।',
  'Failed to end the session.': 'सेशन खत्म नहीं हो सका।',
  'Loading sessions...': 'सेशन लोड हो रहे हैं...',
  'year must be a financial year from 2020, e.g. 2026 for 2026-27.':
    'year 2020 या उसके बाद का वित्त वर्ष होना चाहिए, जैसे 2026-27 के लिए 2026।',
  'Loading statement...': 'स्टेटमेंट लोड हो रहा है...',
  'Failed to download the statement.': 'स्टेटमेंट डाउनलोड नहीं हो सका।',

  // contract/stream.ts
  Chime: 'घंटी',
  Coin: 'सिक्का',
  Fanfare: 'धूमधाम',
  Pop: 'पॉप',
  Laser: 'लेज़र',
  'Drum roll': 'ड्रम रोल',
  "Waiting for the streamer's approval": 'स्ट्रीमर की मंज़ूरी का इंतज़ार',
  'Waiting for the stream': 'स्ट्रीम का इंतज़ार',
  'On stream now': 'अभी स्ट्रीम पर',
  'Shown on stream': 'स्ट्रीम पर दिखाया गया',
  'Card text only': 'सिर्फ़ कार्ड का टेक्स्ट',
  'Viewer text after my approval': 'दर्शक का टेक्स्ट मेरी मंज़ूरी के बाद',
  'Viewer text goes live': 'दर्शक का टेक्स्ट सीधे लाइव',
  'Stream settings saved.': 'स्ट्रीम सेटिंग्स सेव हो गईं।',
  'Title is required.': 'शीर्षक ज़रूरी है।',
  'Title must be at most 60 characters.': 'शीर्षक अधिकतम 60 अक्षरों का हो सकता है।',
  'Description must be at most 280 characters.': 'विवरण अधिकतम 280 अक्षरों का हो सकता है।',
  'Links are not allowed in card text.': 'कार्ड के टेक्स्ट में लिंक की अनुमति नहीं है।',
  'Sent to the streamer for approval.': 'मंज़ूरी के लिए स्ट्रीमर को भेजा गया।',
  'You already have this card unused: use it before taking another.':
    'यह कार्ड आपके पास पहले से बिना इस्तेमाल के है: दूसरा लेने से पहले इसे इस्तेमाल करें।',
  'This use is not in your queue.': 'यह इस्तेमाल आपकी कतार में नहीं है।',
  'This use is no longer waiting for approval.': 'यह इस्तेमाल अब मंज़ूरी का इंतज़ार नहीं कर रहा।',
  'Only a use that is waiting or queued can be rejected.':
    'सिर्फ़ इंतज़ार कर रहे या कतार में लगे इस्तेमाल को ही अस्वीकार किया जा सकता है।',
  'Say why you reject it.': 'बताएँ कि आप इसे क्यों अस्वीकार कर रहे हैं।',
  'The reason must be at most 200 characters.': 'वजह अधिकतम 200 अक्षरों की हो सकती है।',
  'Approved: it is on its way to the overlay.': 'मंज़ूर: यह ओवरले की ओर जा रहा है।',
  'Rejected: the card went back to the viewer.': 'अस्वीकार: कार्ड दर्शक के पास वापस चला गया।',
  'Skipped.': 'छोड़ दिया गया।',
  'Skipped: the card went back to the viewer.': 'छोड़ दिया गया: कार्ड दर्शक के पास वापस चला गया।',
  'Nothing is showing on the overlay.': 'ओवरले पर अभी कुछ नहीं दिख रहा।',
  'Sent to the overlay again.': 'ओवरले पर फिर से भेजा गया।',
  'Only a use that reached the overlay can be replayed.':
    'सिर्फ़ उसी इस्तेमाल को दोबारा चलाया जा सकता है जो ओवरले तक पहुँच चुका हो।',
  'Overlay paused: nothing new shows until you resume.':
    'ओवरले रुका: जब तक आप फिर से शुरू नहीं करते, कुछ नया नहीं दिखेगा।',
  'Overlay resumed.': 'ओवरले फिर से शुरू हो गया।',
  'Cleared by the streamer.': 'स्ट्रीमर ने हटा दिया।',
  'You can only edit your own cards.': 'आप सिर्फ़ अपने ही कार्ड बदल सकते हैं।',
  'Card saved.': 'कार्ड सेव हो गया।',
  'Contains a blocked word': 'इसमें एक ब्लॉक किया गया शब्द है',
  'May be abuse or everyday chat': 'गाली हो सकती है या रोज़ की बातचीत',
  'The stream was offline.': 'स्ट्रीम ऑफ़लाइन थी।',
  'The stream did not show this card.': 'स्ट्रीम पर यह कार्ड नहीं दिखाया गया।',
  'You withdrew it.': 'आपने इसे वापस ले लिया।',
  'Withdrawn: the card is yours to use again.': 'वापस लिया गया: कार्ड फिर से इस्तेमाल के लिए आपके पास है।',
  'Only a card that is still waiting can be withdrawn.':
    'सिर्फ़ वही कार्ड वापस लिया जा सकता है जो अभी इंतज़ार में है।',
  'Recorded as shown.': 'दिखाया गया दर्ज हो गया।',
  'This card went back to its viewer.': 'यह कार्ड अपने दर्शक के पास वापस चला गया।',
  'No card of this stream has that event.': 'इस स्ट्रीम के किसी कार्ड का यह इवेंट नहीं है।',
  'Live now': 'अभी लाइव',
  'Your card already waits on this stream: a card bought now can be used once it is shown.':
    'आपका एक कार्ड इस स्ट्रीम पर पहले से इंतज़ार में है: अभी खरीदा गया कार्ड उसके दिखने के बाद इस्तेमाल हो सकेगा।',
  'a viewer': 'एक दर्शक',
  'Offline: your card will wait': 'ऑफ़लाइन: आपका कार्ड इंतज़ार करेगा',
  'Choose one of the preset sounds.': 'पहले से दी गई आवाज़ों में से एक चुनें।',
  'A cooldown is at most 86400 seconds (a day).': 'कूलडाउन अधिकतम 86400 सेकंड (एक दिन) का होता है।',
  'A cooldown cannot be negative.': 'कूलडाउन ऋणात्मक नहीं हो सकता।',
  'At most 200 blocked words.': 'अधिकतम 200 ब्लॉक किए गए शब्द।',
  'A blocked word is at most 40 characters.': 'ब्लॉक किया गया शब्द अधिकतम 40 अक्षरों का होता है।',
  'The longest wait is at most 10080 minutes (a week).': 'सबसे लंबा इंतज़ार अधिकतम 10080 मिनट (एक हफ़्ता) होता है।',
  'At most 20 cards per viewer.': 'हर दर्शक के अधिकतम 20 कार्ड।',
  'A cooldown is a whole number of seconds.': 'कूलडाउन सेकंडों की पूरी संख्या होता है।',
  'A cooldown is a number of seconds.': 'कूलडाउन सेकंडों की संख्या होता है।',
  'A blocked word cannot be empty.': 'ब्लॉक किया गया शब्द खाली नहीं हो सकता।',
  'Blocked words must be text.': 'ब्लॉक किए गए शब्द टेक्स्ट होने चाहिए।',
  'Blocked words must be a list.': 'ब्लॉक किए गए शब्द एक सूची होने चाहिए।',
  "viewerText must be 'card-only', 'approve' or 'live'.":
    "viewerText 'card-only', 'approve' या 'live' होना चाहिए।",
  'Volume is a number from 0 to 100.': 'वॉल्यूम 0 से 100 तक की संख्या है।',
  'Volume is a whole number from 0 to 100.': 'वॉल्यूम 0 से 100 तक की पूरी संख्या है।',
  'The longest wait cannot be negative.': 'सबसे लंबा इंतज़ार ऋणात्मक नहीं हो सकता।',
  'The longest wait is a whole number of minutes.': 'सबसे लंबा इंतज़ार मिनटों की पूरी संख्या होता है।',
  'The longest wait is a number of minutes.': 'सबसे लंबा इंतज़ार मिनटों की संख्या होता है।',
  'showViewerNames is true or false.': 'showViewerNames true या false होता है।',
  'At least one card per viewer must be able to wait.': 'हर दर्शक का कम से कम एक कार्ड इंतज़ार कर सकना चाहिए।',
  'Cards waiting per viewer is a whole number.': 'प्रति दर्शक इंतज़ार करने वाले कार्ड एक पूरी संख्या है।',
  'Cards waiting per viewer is a number.': 'प्रति दर्शक इंतज़ार करने वाले कार्ड एक संख्या है।',
  'key is required.': 'key ज़रूरी है।',
  'eventId is a number.': 'eventId एक संख्या है।',
  'giveBack is true or false.': 'giveBack true या false होता है।',
  'subscribersOnly must be true or false.': 'subscribersOnly true या false होना चाहिए।',

  // contract/streamers.ts, the server's own
  'Streamer not found.': 'स्ट्रीमर नहीं मिला।',
  'No streamer goes by this name. Their link may have changed.':
    'इस नाम का कोई स्ट्रीमर नहीं है। हो सकता है उनका लिंक बदल गया हो।',
  'Your public page: share it, and anyone can browse your cards and buy them.':
    'आपका सार्वजनिक पेज: इसे शेयर करें, फिर कोई भी आपके कार्ड देख और खरीद सकता है।',
  'Link copied.': 'लिंक कॉपी हो गया।',
  'This card is free: no payment is needed.': 'यह कार्ड मुफ़्त है: किसी भुगतान की ज़रूरत नहीं है।',
  'Payment verified.': 'भुगतान की पुष्टि हो गई।',
  'Webhooks are not configured.': 'वेबहुक कॉन्फ़िगर नहीं हैं।',
  'Invalid signature.': 'अमान्य सिग्नेचर।',
  'The database is unavailable. Try again shortly.': 'डेटाबेस उपलब्ध नहीं है। थोड़ी देर में फिर कोशिश करें।',
  'Request body is too large.': 'अनुरोध का डेटा बहुत बड़ा है।',
  'Unsupported content type.': 'यह कंटेंट टाइप समर्थित नहीं है।',

  // contract/subscriber-cards.ts
  'No free cards in this tier': 'इस टियर में कोई मुफ़्त कार्ड नहीं',
  'No free cards': 'कोई मुफ़्त कार्ड नहीं',
  Unlock: 'अनलॉक करें',
  'Choose one of your subscription tiers.': 'अपने सदस्यता टियर में से एक चुनें।',
  'Offer a subscription tier first (Profile → Subscription tiers).':
    'पहले एक सदस्यता टियर पेश करें (Profile → Subscription tiers)।',
  'Subscribe to this streamer to take cards from a monthly allowance.':
    'मासिक कोटे से कार्ड लेने के लिए इस स्ट्रीमर को सब्सक्राइब करें।',
  'Your tier includes no free cards.': 'आपके टियर में कोई मुफ़्त कार्ड शामिल नहीं है।',
  'This card is free: take it with Get free.': "यह कार्ड मुफ़्त है: इसे 'मुफ़्त लें' से लें।",
  'Failed to take the card from your allowance.': 'आपके कोटे से कार्ड नहीं लिया जा सका।',

  // contract/subscriptions.ts
  'This tier is not offered any more.': 'यह टियर अब उपलब्ध नहीं है।',
  "This streamer isn't taking new subscribers right now.": 'यह स्ट्रीमर अभी नए सब्सक्राइबर नहीं ले रहे हैं।',
  "You can't subscribe to yourself.": 'आप खुद को सब्सक्राइब नहीं कर सकते।',
  "Subscriptions can't be paid with this site's payment settings yet.":
    'इस साइट की भुगतान सेटिंग्स से अभी सदस्यता का भुगतान नहीं हो सकता।',
  'Subscription not found.': 'सदस्यता नहीं मिली।',
  'Subscription payment verification failed.': 'सदस्यता के भुगतान की पुष्टि नहीं हो सकी।',
  'This subscription has ended: subscribe again from the streamer’s page.':
    'यह सदस्यता खत्म हो गई है: स्ट्रीमर के पेज से फिर से सब्सक्राइब करें।',
  'Nothing is owed on this subscription.': 'इस सदस्यता पर कुछ भी बकाया नहीं है।',
  'Razorpay retries this payment by itself: update your payment method from its email to keep the subscription.':
    'Razorpay यह भुगतान खुद दोबारा करने की कोशिश करता है: सदस्यता बनाए रखने के लिए उसके ईमेल से अपना भुगतान तरीका अपडेट करें।',
  'A cancelled Razorpay subscription cannot be resumed: subscribe again once it has ended.':
    'रद्द की गई Razorpay सदस्यता फिर से शुरू नहीं हो सकती: उसके खत्म होने के बाद फिर से सब्सक्राइब करें।',
  'The payment provider could not cancel the subscription: nothing changed. Try again.':
    'भुगतान प्रदाता सदस्यता रद्द नहीं कर सका: कुछ नहीं बदला। फिर कोशिश करें।',
  'Subscription cancelled: nothing more is charged.': 'सदस्यता रद्द: अब कोई और शुल्क नहीं लगेगा।',
  'Halted: the renewal was not paid. Subscribe again from the streamer’s page.':
    'रुकी हुई: रिन्यूअल का भुगतान नहीं हुआ। स्ट्रीमर के पेज से फिर से सब्सक्राइब करें।',
  'Failed to pay the renewal.': 'रिन्यूअल का भुगतान नहीं हो सका।',
  'Loading your subscriptions...': 'आपकी सदस्यताएँ लोड हो रही हैं...',
  'Failed to fetch your subscriptions.': 'आपकी सदस्यताएँ लोड नहीं हो सकीं।',
  "Failed to fetch this streamer's tiers.": 'इस स्ट्रीमर के टियर लोड नहीं हो सके।',
  'Failed to cancel the subscription.': 'सदस्यता रद्द नहीं हो सकी।',
  'Failed to resume the subscription.': 'सदस्यता फिर से शुरू नहीं हो सकी।',
  'Failed to start the subscription.': 'सदस्यता शुरू नहीं हो सकी।',
  'Your checkout is still opening: try again in a moment.':
    'आपका चेकआउट अभी खुल रहा है: थोड़ी देर में फिर कोशिश करें।',
  'This checkout was replaced or has ended, so this payment bought nothing: it is being refunded to the way you paid.':
    'यह चेकआउट बदल दिया गया या खत्म हो गया, इसलिए इस भुगतान से कुछ नहीं खरीदा गया: यह उसी तरीके से वापस किया जा रहा है जिससे आपने भुगतान किया था।',
  'Tier name is required.': 'टियर का नाम ज़रूरी है।',
  'Tier name must be at most 40 characters.': 'टियर का नाम अधिकतम 40 अक्षरों का हो सकता है।',
  'You already offer a tier with this name.': 'इस नाम का टियर आप पहले से पेश करते हैं।',
  'Say what subscribers get.': 'बताएँ कि सब्सक्राइबर को क्या मिलता है।',
  'Perks must be at most 500 characters.': 'फ़ायदे अधिकतम 500 अक्षरों में लिखे जा सकते हैं।',
  'Monthly price is required.': 'मासिक कीमत ज़रूरी है।',
  'Monthly price must be a whole number of rupees.': 'मासिक कीमत रुपयों की पूरी संख्या होनी चाहिए।',
  'The lowest monthly price is ₹29.': 'सबसे कम मासिक कीमत ₹29 है।',
  'The highest monthly price is ₹10,000.': 'सबसे ज़्यादा मासिक कीमत ₹10,000 है।',
  'Monthly allowance must be a whole number from 0 to 30.': 'मासिक कोटा 0 से 30 तक की पूरी संख्या होना चाहिए।',
  'Choose one of the badge colours.': 'बैज के रंगों में से एक चुनें।',
  'You can offer at most 3 tiers: retire one first.': 'आप अधिकतम 3 टियर पेश कर सकते हैं: पहले एक को रिटायर करें।',
  'Creator Pro is needed to offer subscriptions.': 'सदस्यता पेश करने के लिए Creator Pro ज़रूरी है।',
  'Tier not found.': 'टियर नहीं मिला।',
  'This tier is not yours.': 'यह टियर आपका नहीं है।',
  'This tier is retired: it can no longer be changed.': 'यह टियर रिटायर हो चुका है: अब इसे बदला नहीं जा सकता।',
  'Tier created.': 'टियर बन गया।',
  'Tier saved.': 'टियर सेव हो गया।',
  'Tier retired. Its subscribers keep it to the end of the month they paid for.':
    'टियर रिटायर हो गया। इसके सब्सक्राइबर इसे उस महीने के अंत तक रखेंगे जिसका उन्होंने भुगतान किया है।',
  'Loading tiers...': 'टियर लोड हो रहे हैं...',
  'Failed to fetch your tiers.': 'आपके टियर लोड नहीं हो सके।',
  'Failed to save the tier.': 'टियर सेव नहीं हो सका।',
  'Failed to retire the tier.': 'टियर रिटायर नहीं हो सका।',

  // contract/indian-states.ts, contract/locale.ts, contract/payments.ts, contract/profile.ts
  'Choose your state from the list.': 'सूची से अपना राज्य चुनें।',
  'Choose English or Hindi.': 'English या हिन्दी चुनें।',
  'Only INR is supported.': 'सिर्फ़ INR समर्थित है।',
  "outcome must be 'success' or 'failure'.": "outcome 'success' या 'failure' होना चाहिए।",
  "renewals must be 'succeed' or 'decline'.": "renewals 'succeed' या 'decline' होना चाहिए।",
  'Bio must be text.': 'बायो टेक्स्ट होना चाहिए।',
  'Bio is too long.': 'बायो बहुत लंबा है।',

  // contract/settings.ts
  "Razorpay mode must be 'test' or 'live'.": "Razorpay मोड 'test' या 'live' होना चाहिए।",
  'Payment gateway must be stripe, paypal or razorpay.': 'पेमेंट गेटवे stripe, paypal या razorpay होना चाहिए।',
  'Currency must be USD, EUR, GBP or INR.': 'मुद्रा USD, EUR, GBP या INR होनी चाहिए।',
  'Tax rate must be a number.': 'टैक्स दर एक संख्या होनी चाहिए।',
  'Tax rate must be between 0 and 100.': 'टैक्स दर 0 और 100 के बीच होनी चाहिए।',
  'Choose the state of registration.': 'रजिस्ट्रेशन का राज्य चुनें।',
  'GSTIN must be 15 characters, e.g. 29ABCDE1234F1ZW.': 'GSTIN 15 अक्षरों का होना चाहिए, जैसे 29ABCDE1234F1ZW।',
  'SAC must be 6 digits.': 'SAC 6 अंकों का होना चाहिए।',
  'TDS threshold must be a number.': 'TDS सीमा एक संख्या होनी चाहिए।',
  'TDS threshold must be 0 or more.': 'TDS सीमा 0 या उससे ज़्यादा होनी चाहिए।',
  'TDS threshold must be whole rupees.': 'TDS सीमा पूरे रुपयों में होनी चाहिए।',
  'SMTP host must be a host name.': 'SMTP होस्ट एक होस्ट नेम होना चाहिए।',
  'SMTP port must be a number.': 'SMTP पोर्ट एक संख्या होना चाहिए।',
  'SMTP port must be 1-65535.': 'SMTP पोर्ट 1-65535 होना चाहिए।',
  'SMTP port must be a whole number.': 'SMTP पोर्ट एक पूरी संख्या होना चाहिए।',
  'Encryption must be tls, ssl or none.': 'एन्क्रिप्शन tls, ssl या none होना चाहिए।',

  // The labels the contract's helpers build messages from ('Site name must be text.').
  title: 'शीर्षक',
  "buyer's email or card title": 'खरीदार का ईमेल या कार्ड का शीर्षक',
  'YouTube link': 'YouTube लिंक',
  'Instagram link': 'Instagram लिंक',
  'Site name': 'साइट का नाम',
  'Site description': 'साइट का विवरण',
  'Site logo': 'साइट का लोगो',
  Favicon: 'फ़ेविकॉन',
  'Razorpay test key id': 'Razorpay टेस्ट की id',
  'Razorpay test key secret': 'Razorpay टेस्ट की सीक्रेट',
  'Razorpay live key id': 'Razorpay लाइव की id',
  'Razorpay live key secret': 'Razorpay लाइव की सीक्रेट',
  'Stripe public key': 'Stripe पब्लिक की',
  'Stripe secret key': 'Stripe सीक्रेट की',
  'PayPal client id': 'PayPal क्लाइंट id',
  'PayPal secret': 'PayPal सीक्रेट',
  'Invoice prefix': 'इनवॉइस प्रीफ़िक्स',
  'Legal name': 'कानूनी नाम',
  Address: 'पता',
  GSTIN: 'GSTIN',
  SAC: 'SAC',
  'GST rate': 'GST दर',
  'TDS rate': 'TDS दर',
  'TDS rate without PAN': 'PAN के बिना TDS दर',
  'TCS rate': 'TCS दर',
  'Grievance officer name': 'शिकायत अधिकारी का नाम',
  'Grievance officer email': 'शिकायत अधिकारी का ईमेल',
  'Grievance officer address': 'शिकायत अधिकारी का पता',
  'SMTP host': 'SMTP होस्ट',
  'SMTP username': 'SMTP यूज़रनेम',
  'SMTP password': 'SMTP पासवर्ड',
  'From name': "'From' नाम",
  'From email': "'From' ईमेल",
  'Reply-to email': "'Reply-to' ईमेल",
  Recipient: 'प्राप्तकर्ता',
}

/** The business details `adminMessages.businessDetailsMissing` lists (REQUIRED_BUSINESS_DETAILS). */
const BUSINESS_DETAILS: Record<string, string> = {
  'legal name': 'कानूनी नाम',
  address: 'पता',
  state: 'राज्य',
  GSTIN: 'GSTIN',
  SAC: 'SAC',
}

const RUPEES = '(₹[\\d,.]+)'
const count = (n: string, one: string, many: string) => (n === '1' ? one : many)

/**
 * English shape → Hindi, for messages that carry values. Tried in order, after the exact entries: a
 * shape that another one contains comes first ('Skipped by X.' before 'Skipped by X').
 */
export const hindiPatterns: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => string]> = [
  // contract/admin.ts
  [
    /^(\d+) of the (\d+) (.+) the site may send in an hour went out in the last hour\. Past the budget they are refused until the hour moves on\.$/,
    ([, sent, budget, kind]) =>
      `साइट एक घंटे में ${budget} ${kind} भेज सकती है; पिछले एक घंटे में इनमें से ${sent} जा चुके हैं। सीमा पूरी होने पर, घंटा बीतने तक ये अस्वीकार होंगे।`,
  ],
  [
    /^(?:An open dispute is|(\d+) open disputes are) of a payment already refunded: answer the bank with the refund as evidence at Payments → Disputes before the deadline\.$/,
    ([, many]) =>
      `${many ? `${many} खुले विवाद ऐसे भुगतानों के हैं` : 'एक खुला विवाद ऐसे भुगतान का है'} जिनका रिफ़ंड हो चुका है: समय-सीमा से पहले Payments → Disputes पर रिफ़ंड को सबूत बनाकर बैंक को जवाब दें।`,
  ],
  [
    /^Business details are missing \((.+)\): tax invoices cannot name Cardcast properly, no TDS or TCS is withheld, and in production nothing is sold\. Fill them in at Settings → Business\.$/,
    ([, missing = '']) =>
      `कारोबार का ब्योरा अधूरा है (${missing
        .split(', ')
        .map((detail) => BUSINESS_DETAILS[detail] ?? detail)
        .join(
          ', ',
        )}): टैक्स इनवॉइस पर Cardcast का नाम ठीक से नहीं आ सकता, कोई TDS या TCS नहीं कटता, और प्रोडक्शन में कुछ नहीं बिकता। इसे Settings → Business में भरें।`,
  ],
  [
    /^Too many wrong passwords for this account: it is locked until (.+)\. The administrator has been told by email\. The right password with a two-factor code, or a password reset by email, still signs in\.$/,
    ([, until = '']) =>
      `इस अकाउंट के लिए बहुत सारे गलत पासवर्ड डाले गए: यह ${hindiDates(until)} तक लॉक है। एडमिनिस्ट्रेटर को ईमेल से बता दिया गया है। सही पासवर्ड के साथ टू-फ़ैक्टर कोड, या ईमेल से पासवर्ड रीसेट करके अब भी साइन इन हो सकता है।`,
  ],
  [
    /^Too many wrong logins from your network: logins from it are paused until (.+)\. The right password with a two-factor code, or a password reset by email, still signs in\.$/,
    ([, until = '']) =>
      `आपके नेटवर्क से बहुत सारे गलत लॉगिन हुए: वहाँ से लॉगिन ${hindiDates(until)} तक रुके हैं। सही पासवर्ड के साथ टू-फ़ैक्टर कोड, या ईमेल से पासवर्ड रीसेट करके अब भी साइन इन हो सकता है।`,
  ],

  // contract/auctions.ts, contract/community.ts
  [new RegExp(`^Bid at least ${RUPEES}\\.$`), ([, amount]) => `कम से कम ${amount} की बोली लगाएँ।`],
  [new RegExp(`^Refunded ${RUPEES}: (.+)$`), ([, amount, card]) => `${amount} वापस किए गए: ${card}`],
  [/^Funded! (.+) is going on stream$/, ([, card]) => `लक्ष्य पूरा! ${card} स्ट्रीम पर आ रहा है`],

  // contract/battle-bar.ts
  [/^(.+) wins: the other ended it early$/, ([, winner]) => `${winner} जीते: दूसरे ने इसे पहले ख़त्म किया`],
  [/^(.+) wins$/, ([, winner]) => `${winner} जीते`],

  // contract/consent.ts
  [
    new RegExp(
      `^This is over the monthly spending limit your parent or guardian set \\(${RUPEES}; ${RUPEES} left this month\\)\\.$`,
    ),
    ([, cap, left]) =>
      `यह आपके माता-पिता या अभिभावक की तय की हुई मासिक खर्च सीमा (${cap}; इस महीने ${left} बाकी) से ज़्यादा है।`,
  ],
  [/^We sent a code to (.+)\.$/, ([, address]) => `हमने ${address} पर एक कोड भेजा है।`],
  [
    new RegExp(`^Monthly spending limit saved: ${RUPEES}\\.$`),
    ([, cap]) => `मासिक खर्च सीमा सेव हो गई: ${cap}।`,
  ],

  // contract/kyc.ts, contract/payouts.ts
  [
    /^Changed KYC details wait (\d+) hours: payouts start again after (.+)\.$/,
    ([, hours, until = '']) =>
      `बदले गए KYC ब्योरे पर ${hours} घंटे की रोक रहती है: पेआउट ${hindiDates(until)} के बाद फिर शुरू होंगे।`,
  ],
  [
    /^New payout details wait (\d+) hours: payouts to this account start after (.+)\.$/,
    ([, hours, until = '']) =>
      `पेआउट के नए ब्योरे पर ${hours} घंटे की रोक रहती है: इस अकाउंट में पेआउट ${hindiDates(until)} के बाद शुरू होंगे।`,
  ],
  [
    new RegExp(`^Payouts sent: (\\d+) creators?, ${RUPEES} in all\\.$`),
    ([, creators, total]) => `पेआउट भेजे गए: ${creators} क्रिएटर, कुल ${total}।`,
  ],
  [
    new RegExp(
      `^Nobody is due a payout: no creator has ${RUPEES} or more available and a payout account\\.$`,
    ),
    ([, minimum]) =>
      `किसी का पेआउट बाकी नहीं है: किसी भी क्रिएटर के पास ${minimum} या उससे ज़्यादा उपलब्ध रकम और पेआउट अकाउंट नहीं है।`,
  ],
  [/^The payout failed again: (.+)$/, ([, reason]) => `पेआउट फिर से विफल रहा: ${reason}`],

  // contract/marathon-clock.ts
  [/^Your card added ([\d:]+) to the marathon\.$/, ([, time]) => `आपके कार्ड ने मैराथन में ${time} जोड़े।`],

  // contract/messages.ts
  [/^(\d+) (?:try|tries) left\.$/, ([, tries = '']) => `${tries} ${count(tries, 'कोशिश', 'कोशिशें')} बाकी।`],
  [/^You can try again at (.+)\.$/, ([, time = '']) => `आप ${hindiDates(time)} पर फिर कोशिश कर सकते हैं।`],
  // The server adds the wait to `authMessages.otpResendThrottled` (routes/accounts.ts).
  [
    /^Please wait before requesting another OTP\. \((\d+) s\)$/,
    ([, seconds]) => `दूसरा OTP माँगने से पहले कृपया थोड़ा रुकें। (${seconds} सेकंड)`,
  ],

  // contract/notice-mail.ts, contract/orders.ts
  [
    new RegExp(`^You won: pay ${RUPEES} by (.+)$`),
    ([, amount, time = '']) => `आप जीत गए: ${hindiDates(time)} तक ${amount} का भुगतान करें`,
  ],
  [/^You were outbid: (.+)$/, ([, card]) => `आपसे ऊँची बोली लगी: ${card}`],
  [
    /^Your subscription to (.+) has (started|renewed|ended)$/,
    ([, streamer, what]) =>
      `${streamer} की आपकी सदस्यता ${what === 'started' ? 'शुरू हो गई' : what === 'renewed' ? 'रिन्यू हो गई' : 'खत्म हो गई'}`,
  ],
  [
    /^Your card was (rejected|returned|skipped): (.+)$/,
    ([, what, card]) =>
      `${what === 'rejected' ? 'आपका कार्ड अस्वीकार हुआ' : what === 'returned' ? 'आपका कार्ड वापस आया' : 'आपका कार्ड छोड़ दिया गया'}: ${card}`,
  ],
  [/^Your Cardcast receipt: (.+)$/, ([, card]) => `आपकी Cardcast रसीद: ${card}`],

  // contract/plan-rules.ts
  [
    /^Creator Pro renews on (.+)\. You'll get a notice by mail a day or two before\.$/,
    ([, date = '']) =>
      `Creator Pro ${hindiDates(date)} को रिन्यू होगा। उससे एक-दो दिन पहले आपको मेल से सूचना मिलेगी।`,
  ],
  [
    /^Renewal cancelled: Creator Pro stays until (.+), then ends\.$/,
    ([, date = '']) => `रिन्यूअल रद्द: Creator Pro ${hindiDates(date)} तक रहेगा, फिर खत्म हो जाएगा।`,
  ],

  // contract/sellers.ts, contract/sessions.ts
  [/^Sold by (.+)$/, ([, seller]) => `विक्रेता: ${seller}`],
  [
    /^(.+) sells this card and is responsible for it; Cardcast runs the marketplace and takes the payment\.$/,
    ([, creator]) =>
      `यह कार्ड ${creator} बेचते हैं और इसकी ज़िम्मेदारी उन्हीं की है; Cardcast मार्केटप्लेस चलाता है और भुगतान लेता है।`,
  ],
  [
    /^(\d+) other sessions? ended: only this device stays signed in\.$/,
    ([, sessions]) => `${sessions} अन्य सेशन खत्म: अब सिर्फ़ यही डिवाइस साइन इन है।`,
  ],

  // contract/stream.ts
  [/^Returned: (.+)$/, ([, reason = '']) => `वापस आया: ${label(reason)}`],
  [/^Skipped by (.+)\.$/, ([, streamer]) => `${streamer} ने छोड़ दिया।`],
  [/^Skipped by (.+)$/, ([, streamer]) => `${streamer} ने छोड़ दिया`],
  [
    /^This card is cooling down: try again in (\d+) s\.$/,
    ([, seconds]) => `यह कार्ड अभी कूलडाउन में है: ${seconds} सेकंड बाद फिर कोशिश करें।`,
  ],
  [
    /^You used a card on this stream recently: try again in (\d+) s\.$/,
    ([, seconds]) => `आपने हाल ही में इस स्ट्रीम पर एक कार्ड इस्तेमाल किया है: ${seconds} सेकंड बाद फिर कोशिश करें।`,
  ],
  [
    /^Queue cleared: (\d+) cards? went back to the viewers\.$/,
    ([, cards = '']) =>
      `कतार खाली की गई: ${cards} कार्ड दर्शकों के पास ${count(cards, 'वापस चला गया', 'वापस चले गए')}।`,
  ],
  [
    /^You already have (\d+) cards? waiting on this stream: use another once one is shown\.$/,
    ([, cards]) => `इस स्ट्रीम पर आपके ${cards} कार्ड पहले से इंतज़ार में हैं: उनमें से एक के दिखने के बाद दूसरा इस्तेमाल करें।`,
  ],
  [
    /^You can use this card here in (.+)\.$/,
    ([, wait = '']) => `आप यह कार्ड यहाँ ${hindiWait(wait)} में इस्तेमाल कर सकते हैं।`,
  ],
  [
    /^(\d+) of your cards already wait on this stream: a card bought now can be used once one is shown\.$/,
    ([, cards]) =>
      `आपके ${cards} कार्ड इस स्ट्रीम पर पहले से इंतज़ार में हैं: अभी खरीदा गया कार्ड उनमें से एक के दिखने के बाद इस्तेमाल हो सकेगा।`,
  ],
  [
    /^(.+) is offline: your card waits up to (.+), or withdraw it\.$/,
    ([, streamer, wait = '']) =>
      `${streamer} ऑफ़लाइन हैं: आपका कार्ड ${hindiWait(wait)} तक इंतज़ार करेगा, या आप इसे वापस ले लें।`,
  ],
  [
    /^(.+) is offline: your card waits for the stream, or withdraw it\.$/,
    ([, streamer]) => `${streamer} ऑफ़लाइन हैं: आपका कार्ड स्ट्रीम का इंतज़ार करेगा, या आप इसे वापस ले लें।`,
  ],
  [
    /^It waits in (.+)'s line: My Cards shows when it is on stream\.$/,
    ([, streamer]) => `यह ${streamer} की कतार में इंतज़ार कर रहा है: स्ट्रीम पर आते ही मेरे कार्ड में दिखेगा।`,
  ],
  [
    /^(\d+) cards? waiting for the stream: open your overlay in OBS to show (?:it|them)\.$/,
    ([, cards = '']) =>
      `${cards} कार्ड स्ट्रीम का इंतज़ार कर ${count(cards, 'रहा है', 'रहे हैं')}: ${count(cards, 'इसे', 'इन्हें')} दिखाने के लिए OBS में अपना ओवरले खोलें।`,
  ],
  [/^(\d+ (?:s|min|h)(?: \d+ min)?)$/, ([, wait = '']) => hindiWait(wait)],
  [
    /^Waiting for the stream \((\d+)(?:st|nd|rd|th) in line\)$/,
    ([, place = '']) => `स्ट्रीम का इंतज़ार (कतार में ${hindiPlace(place)} स्थान पर)`,
  ],

  // contract/streamers.ts
  [/^(.+)'s Cards on (.+)$/, ([, streamer, site]) => `${site} पर ${streamer} के कार्ड`],
  [
    /^Buy (.+)'s challenge and reward cards and watch them appear live on stream\.$/,
    ([, streamer]) => `${streamer} के चैलेंज और इनाम वाले कार्ड खरीदें और उन्हें स्ट्रीम पर लाइव आते देखें।`,
  ],

  // contract/subscriber-cards.ts, contract/subscriber-label.ts
  [
    /^(\d+) of (\d+) free cards left this month$/,
    ([, left, monthly]) => `इस महीने ${monthly} में से ${left} मुफ़्त कार्ड बाकी`,
  ],
  [/^(\d+) free cards? a month$/, ([, cards]) => `हर महीने ${cards} मुफ़्त कार्ड`],
  [/^Subscribers: (.+) and above$/, ([, tier]) => `सब्सक्राइबर: ${tier} और ऊपर`],
  [
    /^This card is for subscribers of (.+) or a higher tier\.$/,
    ([, tier]) => `यह कार्ड ${tier} या उससे ऊँचे टियर के सब्सक्राइबर के लिए है।`,
  ],
  [/^Subscribe to unlock: (.+)$/, ([, card]) => `अनलॉक करने के लिए सब्सक्राइब करें: ${card}`],
  [/^From your subscription: (\d+) free this month$/, ([, left]) => `आपकी सदस्यता से: इस महीने ${left} मुफ़्त`],
  [
    /^Card taken from your allowance: (\d+) more free this month\.$/,
    ([, left]) => `कार्ड आपके कोटे से लिया गया: इस महीने ${left} और मुफ़्त।`,
  ],
  [
    /^Your free cards for this month are taken: more on (.+)\.$/,
    ([, renews = '']) => `इस महीने के आपके मुफ़्त कार्ड ले लिए गए हैं: और कार्ड ${hindiDates(renews)} को मिलेंगे।`,
  ],
  [
    /^Subscriber · (\d+) months?$/,
    ([, months = '']) => `सब्सक्राइबर · ${months} ${count(months, 'महीना', 'महीने')}`,
  ],

  // contract/subscriptions.ts
  [
    /^You already subscribe to (.+): see My Subscriptions\.$/,
    ([, streamer]) => `आप पहले से ${streamer} को सब्सक्राइब करते हैं: My Subscriptions देखें।`,
  ],
  [
    /^Subscription cancelled\. Your perks stay until (.+); nothing more is charged\.$/,
    ([, until = '']) => `सदस्यता रद्द हो गई। आपके फ़ायदे ${hindiDates(until)} तक रहेंगे; अब कोई और शुल्क नहीं लगेगा।`,
  ],
  [
    /^Subscription resumed: it renews on (.+)\.$/,
    ([, on = '']) => `सदस्यता फिर से शुरू: यह ${hindiDates(on)} को रिन्यू होगी।`,
  ],
  [
    new RegExp(`^The renewal payment of ${RUPEES} failed\\. Pay by (.+) to keep your perks\\.$`),
    ([, amount, payBy = '']) =>
      `${amount} का रिन्यूअल भुगतान विफल रहा। अपने फ़ायदे बनाए रखने के लिए ${hindiDates(payBy)} तक भुगतान करें।`,
  ],
  [
    /^Payment received: your subscription runs until (.+)\.$/,
    ([, until = '']) => `भुगतान मिल गया: आपकी सदस्यता ${hindiDates(until)} तक चलेगी।`,
  ],
  [/^You subscribe to (.+): (.+)\.$/, ([, streamer, tier]) => `आपने ${streamer} को सब्सक्राइब किया: ${tier}।`],

  // Messages the contract's helpers build from a field's label (contract/settings.ts and others).
  [
    /^(.+) must be a valid http\(s\) URL\.$/,
    ([, field = '']) => `${label(field)} एक सही http(s) URL होना चाहिए।`,
  ],
  [
    /^(.+) must be at most ([\d,]+) characters\.$/,
    ([, field = '', max]) => `${label(field)} अधिकतम ${max} अक्षरों का हो सकता है।`,
  ],
  [/^(.+) must be text\.$/, ([, field = '']) => `${label(field)} टेक्स्ट होना चाहिए।`],
  [
    new RegExp(`^(.+) must be at most ${RUPEES}\\.$`),
    ([, field = '', max]) => `${label(field)} अधिकतम ${max} हो सकता है।`,
  ],
  [
    new RegExp(`^(.+) must be at least ${RUPEES}\\.$`),
    ([, field = '', min]) => `${label(field)} कम से कम ${min} होना चाहिए।`,
  ],
  [/^(.+) must be whole rupees\.$/, ([, field = '']) => `${label(field)} पूरे रुपयों में होना चाहिए।`],
  [/^(.+) must be a number\.$/, ([, field = '']) => `${label(field)} एक संख्या होना चाहिए।`],
  [/^(.+) must be a whole number\.$/, ([, field = '']) => `${label(field)} एक पूरी संख्या होना चाहिए।`],
  [
    /^(.+) must be a date \(YYYY-MM-DD\)\.$/,
    ([, field = '']) => `${label(field)} एक तारीख (YYYY-MM-DD) होना चाहिए।`,
  ],
  [/^(.+) must be at most ([\d,.]+)\.$/, ([, field = '', max]) => `${label(field)} अधिकतम ${max} हो सकता है।`],
  [
    /^(.+) must be at least ([\d,.]+)\.$/,
    ([, field = '', min]) => `${label(field)} कम से कम ${min} होना चाहिए।`,
  ],
  [/^(.+) must be a URL or a path\.$/, ([, field = '']) => `${label(field)} कोई URL या पाथ होना चाहिए।`],
  [/^(.+) must be a valid email\.$/, ([, field = '']) => `${label(field)} एक सही ईमेल होना चाहिए।`],
  [/^(.+) must be between 0 and 100\.$/, ([, field = '']) => `${label(field)} 0 और 100 के बीच होना चाहिए।`],
]
