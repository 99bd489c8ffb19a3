// NOTIFY in Hindi: notification sentences, settings labels, e-mails, the unsubscribe page (see texts/notify.ts).
import type { OrderNotificationStatus } from '../constants';
import type { Texts } from '../languages';
import * as S from './shared';

const artworkName = (title: string | null) => (title === null ? 'आपकी कलाकृति' : `"${title}"`);
const actorsName = (actor: string, count: number) => (count <= 1 ? actor : `${actor} और ${count - 1} अन्य`);
const statusWords: Record<OrderNotificationStatus, string> = {
  paid: 'का भुगतान दर्ज हो गया',
  shipped: 'भेज दिया गया',
  delivered: 'पहुँच गया',
  cancelled: 'रद्द हो गया',
};
const saleSteps = {
  cancelled: (actor: string, artwork: string) => `${actor} ने ${artwork} का ऑर्डर रद्द किया`,
  delivered: (actor: string, artwork: string) => `${actor} को ${artwork} मिल गई`,
};
const order = (status: OrderNotificationStatus, title: string | null) =>
  `${artworkName(title)} का आपका ऑर्डर ${statusWords[status]}`;
const message = (actor: string, count: number) =>
  count <= 1 ? `${actor} ने आपको एक मैसेज भेजा` : `${actor} ने आपको ${count} मैसेज भेजे`;
const offerSteps = {
  pending: (actor: string, amount: string, artwork: string) => `${actor} ने ${artwork} के लिए ${amount} का ऑफ़र दिया`,
  countered: (actor: string, amount: string, artwork: string) =>
    `${actor} ने ${artwork} के लिए ${amount} का जवाबी ऑफ़र दिया`,
  accepted: (actor: string, amount: string, artwork: string) => `${actor} ने ${artwork} के लिए ${amount} का ऑफ़र मान लिया`,
};
const unsubscribeWord = 'सदस्यता छोड़ें';
const moderatedName = (kind: 'artwork' | 'comment' | 'review', title: string | null) =>
  kind === 'artwork'
    ? artworkName(title)
    : kind === 'comment'
      ? `${artworkName(title)} पर आपका कमेंट`
      : `${artworkName(title)} का आपका रिव्यू`;

export const NOTIFY: Texts['NOTIFY'] = {
  text: {
    someone: 'कोई',
    like: (actor: string, count: number, title: string | null) =>
      `${actorsName(actor, count)} ने ${artworkName(title)} को लाइक किया`,
    comment: (actor: string, title: string | null) => `${actor} ने ${artworkName(title)} पर कमेंट किया`,
    review: (actor: string, title: string | null) => `${actor} ने ${artworkName(title)} का रिव्यू लिखा`,
    follow: (actor: string) => `${actor} ने आपको फ़ॉलो करना शुरू किया`,
    sale: (actor: string, title: string | null, quantity: number) =>
      `${actor} ने ${quantity > 1 ? `${quantity} × ` : ''}${artworkName(title)} ख़रीदी`,
    order,
    saleStep: (actor: string, status: keyof typeof saleSteps, title: string | null) =>
      saleSteps[status](actor, artworkName(title)),
    message,
    offer: (actor: string, step: keyof typeof offerSteps, amount: string, title: string | null) =>
      offerSteps[step](actor, amount, artworkName(title)),
    moderationReasons: {
      copyright: 'मौलिक नहीं, या कॉपीराइट',
      nudity: 'नग्नता या यौन सामग्री',
      hateful: 'नफ़रत या हिंसा',
      spam: 'स्पैम या धोखा',
      misleading: 'भ्रामक लिस्टिंग',
      other: 'अन्य',
    },
    moderationHidden: (kind: 'artwork' | 'comment' | 'review', title: string | null, reason: string, note: string) =>
      `मॉडरेटरों ने ${moderatedName(kind, title)} छिपा दिया। कारण: ${reason}${note ? ` — ${note}` : ''}`,
    moderationRestored: (kind: 'artwork' | 'comment' | 'review', title: string | null) =>
      `मॉडरेटरों ने ${moderatedName(kind, title)} की समीक्षा की और उसे फिर से दिखा दिया`,
    moderationKept: (kind: 'artwork' | 'comment' | 'review', title: string | null) =>
      `मॉडरेटरों ने ${moderatedName(kind, title)} की समीक्षा की और उसे छिपा ही रखा`,
    lookalikeHeld: (title: string | null) =>
      `${artworkName(title)} Kala पर पहले से मौजूद एक कृति जैसी दिखती है, इसलिए प्रकाशित होने से पहले मॉडरेटर इसे देखेंगे। आप इसके पेज पर समझा सकते हैं`,
    lookalikeOfYours: (title: string | null) =>
      `किसी दूसरे कलाकार का अपलोड आपकी ${artworkName(title)} जैसा दिखता है। मॉडरेटर इसे देख रहे हैं`,
    lookalikeToReview: (title: string | null) =>
      `एक अपलोड, ${artworkName(title)}, किसी दूसरे कलाकार की कृति जैसा दिखता है और मॉडरेशन कतार में है`,
    listingRemoved: (title: string | null) =>
      `${artworkName(title)} अब उपलब्ध नहीं है: कलाकार ने इसे हटा दिया, इसलिए यह आपके कार्ट, विशलिस्ट और ऑफ़र से हटा दी गई है`,
  },
  typeLabels: {
    like: 'आपकी कलाकृतियों पर लाइक',
    comment: 'आपकी कलाकृतियों पर कमेंट',
    review: 'आपकी कलाकृतियों के रिव्यू',
    follow: S.newFollowers,
    sale: 'आपकी कलाकृतियों की बिक्री',
    order: 'आपके ऑर्डर के अपडेट',
    message: S.messagesText,
    offer: 'कलाकृतियों पर ऑफ़र',
    moderation: 'आपकी पोस्ट का मॉडरेशन',
    listing: 'सहेजी गई कलाकृतियाँ जो हटा दी गईं',
  },
  moderation: {
    mailSubject: 'Kala पर आपकी पोस्ट के बारे में',
    mailHint: 'अब इसे सिर्फ़ आप और मॉडरेटर देख सकते हैं। अगर आपको लगता है कि यह ग़लती है, तो इसे खोलें और समीक्षा के लिए कहें।',
    viewArtwork: 'इसे Kala पर खोलें',
  },
  mail: {
    courier: (courier: string) => `कूरियर: ${courier}`,
    trackingNumber: (number: string) => `ट्रैकिंग नंबर: ${number}`,
    verifyButton: 'मेरा ई-मेल पता पक्का करें',
    passwordChangedSubject: 'आपका Kala पासवर्ड बदल दिया गया',
    passwordChangedIntro: (when: string) => `आपके Kala खाते का पासवर्ड ${when} को बदला गया।`,
    passwordChangedNotYou:
      'अगर यह आपने किया है, तो कुछ और करने की ज़रूरत नहीं। अगर नहीं, तो अभी अपना पासवर्ड रीसेट करें: आपके खाते में साइन इन हर डिवाइस से साइन आउट कर दिया गया है।',
    passwordChangedButton: 'मेरा पासवर्ड रीसेट करें',
    saleIntroPickup: (buyer: string) =>
      `${buyer} ने आपकी कलाकृति ख़रीदी है और इसे आपसे लेंगे (लोकल पिकअप)। कृपया इसे तय करने के लिए उनसे संपर्क करें, फिर इसे ले लिया गया चिह्नित करें।`,
    buyerContact: 'ख़रीदार',
    receiptPickup: 'लोकल पिकअप: इसे तय करने के लिए कलाकार आपसे संपर्क करेंगे। कुछ भी भेजा नहीं जाएगा।',
    contact: 'आपका संपर्क',
    greeting: (name: string) => `नमस्ते ${name},`,
    signature: '— Kala',
    open: 'Kala खोलें',
    viewOrder: 'अपने ऑर्डर देखें',
    viewSales: 'अपनी बिक्री देखें',
    viewMessages: 'मैसेज पढ़ें',
    unsubscribeLine: (label: string) => `आपको यह ईमेल इसलिए मिला क्योंकि आपकी सेटिंग में "${label}" चालू है।`,
    unsubscribe: 'ये ईमेल बंद करें',
    manageSettings: S.notificationSettings,
    receiptSubject: (orderCount: number) =>
      orderCount === 1 ? 'आपका Kala ऑर्डर हो गया' : `${orderCount} कलाकृतियों का आपका Kala ऑर्डर हो गया`,
    receiptIntro: 'आपके ऑर्डर के लिए धन्यवाद। यह रही आपकी रसीद।',
    receiptPayment: 'भुगतान: डिलीवरी पर, अगर आपने ऑनलाइन भुगतान नहीं किया है।',
    receiptInvoices: (count: number) =>
      count === 1 ? 'आपके ऑर्डर का इनवॉइस साथ में है (PDF)।' : `आपके ऑर्डर के ${count} इनवॉइस साथ में हैं (PDF)।`,
    invoiceSubject: (title: string) => `"${title}" का आपका इनवॉइस`,
    invoiceIntro: 'आपका भुगतान मिल गया। आपके ऑर्डर का इनवॉइस साथ में है (PDF)।',
    shippingLine: 'शिपिंग',
    saleSubject: (title: string) => `आपकी "${title}" बिक गई`,
    saleIntro: (buyer: string) => `${buyer} ने आपकी कलाकृति ख़रीदी है। कृपया इसे नीचे दिए पते पर भेजें।`,
    orderStatusSubject: (status: OrderNotificationStatus, title: string) => order(status, title),
    messagesSubject: (sender: string, count: number) => message(sender, count),
    messagesIntro: (sender: string, count: number) =>
      count <= 1 ? `${sender} ने आपको Kala पर एक मैसेज भेजा:` : `${sender} ने आपको Kala पर ${count} मैसेज भेजे:`,
    artwork: 'कलाकृति',
    quantity: S.quantity,
    amount: S.amount,
    total: S.total,
    shipTo: S.shipTo,
    shippingAddress: S.shippingAddress,
    phone: (phone: string) => `फ़ोन: ${phone}`,
    verifySubject: 'Kala के लिए अपना ईमेल पता पक्का करें',
    verifyIntro: 'कृपया यह लिंक खोलकर पक्का करें कि यह आपका ईमेल पता है:',
    verifyExpiry: (hours: number) =>
      `यह लिंक एक बार काम करता है और ${hours} घंटे में ख़त्म हो जाता है। अगर आपने इसे नहीं माँगा, तो इस ईमेल को अनदेखा करें।`,
    emailChangedSubject: 'आपके Kala खाते का ईमेल पता बदल दिया गया',
    emailChangedIntro: (masked: string) =>
      `आपके Kala खाते का ईमेल पता अभी ${masked} कर दिया गया है। खाते से जुड़े ईमेल अब वहीं जाएँगे।`,
    emailChangedNotYou:
      'अगर यह आपने नहीं बदला, तो कोई और आपका खाता इस्तेमाल कर रहा हो सकता है: इस लिंक से तुरंत नया पासवर्ड चुनें, फिर हमें लिखें:',
    resetSubject: 'अपना Kala पासवर्ड बदलें',
    resetIntro: 'किसी ने (हमें उम्मीद है आपने) आपके Kala खाते का पासवर्ड बदलना चाहा है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
    resetExpiry: (minutes: number) =>
      `यह लिंक एक बार काम करता है और ${minutes} मिनट में ख़त्म हो जाता है। अगर आपने इसे नहीं माँगा, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।`,
  },
  push: { title: S.appName },
  unsubscribe: {
    title: unsubscribeWord,
    confirm: (label: string) => `"${label}" के ईमेल बंद करें?`,
    button: unsubscribeWord,
    done: (label: string) => `अब आपको "${label}" के ईमेल नहीं मिलेंगे।`,
    invalid: 'सदस्यता छोड़ने का यह लिंक अमान्य है।',
    settingsHint: 'आप इसे अपनी सूचना सेटिंग में फिर से चालू कर सकते हैं।',
  },
};
