// VALIDATION in Hindi: form and request-body rules (see texts/validation.ts).
import {
  AGE_MAX,
  AGE_MIN,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MAX_UPLOAD_IMAGES,
  NOTIFICATION_READ_MAX_IDS,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../constants';
import type { Texts } from '../languages';
import { joinNames, maxImageMegabytes } from '../texts/shared';
import * as S from './shared';

const supportedFormats = 'समर्थित फ़ॉर्मैट: JPG, PNG, WebP, GIF, AVIF';
const nameRequired = 'नाम ज़रूरी है';
const invalidEmail = 'ईमेल पता सही नहीं है';
const usernameRequired = 'यूज़रनेम ज़रूरी है';
const passwordRequired = 'पासवर्ड ज़रूरी है';
const mustBeBoolean = 'true या false होना चाहिए';
const confirmPasswordRequired = 'पासवर्ड की पुष्टि ज़रूरी है';
const passwordsDoNotMatch = 'पासवर्ड मेल नहीं खाते';
const passwordTooShort = `पासवर्ड कम से कम ${PASSWORD_MIN_LENGTH} अक्षरों का होना चाहिए`;
const locationRequired = 'शहर ज़रूरी है';
const genderRequired = 'लिंग ज़रूरी है';
const ageRequired = 'उम्र ज़रूरी है';
const pincodeRequired = 'पिनकोड ज़रूरी है';
const pincodeInvalid = 'पिनकोड 6 अंकों का भारतीय पिन कोड होना चाहिए';
const phoneInvalid = 'फ़ोन नंबर 10 अंकों का होना चाहिए, चाहें तो आगे +91 लगाएँ';
const titleRequired = 'शीर्षक ज़रूरी है';
const descriptionRequired = 'विवरण ज़रूरी है';
const categoryRequired = 'श्रेणी ज़रूरी है';
const priceInvalid = 'कृपया सही कीमत डालें';
const quantityInvalid = 'कृपया सही मात्रा डालें';

const fields = {
  nameRequired,
  invalidEmail,
  usernameRequired,
  usernameInvalid: `यूज़रनेम ${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} अक्षरों का हो: अक्षर, अंक, अंडरस्कोर या बिंदु`,
  locationRequired,
  genderRequired,
  genderInvalid: 'लिंग पुरुष, महिला या अन्य होना चाहिए',
  ageRequired,
  ageInvalid: `उम्र ${AGE_MIN} से ${AGE_MAX} के बीच पूरी संख्या होनी चाहिए`,
  pincodeRequired,
  pincodeInvalid,
  phoneInvalid,
  passwordRequired,
  passwordTooShort,
  confirmPasswordRequired,
  passwordsDoNotMatch,
};

export const VALIDATION: Texts['VALIDATION'] = {
  common: {
    tooLong: (label: string, max: number) => `${label} ज़्यादा से ज़्यादा ${max} अक्षरों का हो सकता है`,
    required: (label: string) => `${label} ज़रूरी है`,
    invalidId: 'अमान्य id',
  },
  login: { usernameRequired, passwordRequired },
  registration: fields,
  profile: {
    ...fields,
    offersPickupInvalid: 'लोकल पिकअप true या false होना चाहिए',
    languageInvalid: 'भाषा en या hi होनी चाहिए',
  },
  forgot: { invalidEmail },
  reset: {
    passwordRequired,
    confirmPasswordRequired,
    passwordsDoNotMatch,
    passwordTooShort,
    tokenRequired: 'रीसेट लिंक में टोकन नहीं है',
  },
  account: {
    tokenRequired: 'पुष्टि लिंक में टोकन नहीं है',
    currentPasswordRequired: 'कृपया अपना मौजूदा पासवर्ड डालें',
  },
  artworkForm: {
    titleRequired,
    descriptionRequired,
    categoryRequired,
    categoryInvalid: 'कृपया सूची में से कोई श्रेणी चुनें',
    imageRequired: 'कम से कम एक तस्वीर ज़रूरी है',
    tagRequired: 'बेहतर खोज के लिए कम से कम एक टैग ज़रूरी है',
    tooManyTags: (max: number) => `आप ज़्यादा से ज़्यादा ${max} टैग जोड़ सकते हैं`,
    priceAndQuantityRequired: 'बिक्री वाली कलाकृति के लिए कीमत और मात्रा ज़रूरी हैं',
    quantityPositive: 'मात्रा 0 से ज़्यादा होनी चाहिए',
  },
  facts: {
    mediumInvalid: 'कृपया सूची से माध्यम चुनें',
    surfaceInvalid: 'कृपया सूची से सतह चुनें',
    sizeInvalid: '0 से बड़ा, ज़्यादा से ज़्यादा एक दशमलव अंक वाला, 1000 तक का माप लिखें',
    sizeBothRequired: 'ऊँचाई और चौड़ाई दोनों लिखें',
    unitInvalid: 'माप के लिए cm या in चुनें',
    weightInvalid: 'वज़न 1 से 1000000 तक, ग्राम में पूरी संख्या होना चाहिए',
    yearInvalid: (min: number, max: number) => `साल ${min} से ${max} तक का पूरा साल होना चाहिए`,
    booleanInvalid: mustBeBoolean,
    editionInvalid: 'संस्करण original, limited या open होना चाहिए',
    editionNumbersRequired: 'इस कृति की संख्या और संस्करण का आकार लिखें',
    editionNumberInvalid: 'संस्करण की संख्याएँ 1 से 10000 तक पूरी संख्याएँ होनी चाहिए',
    editionNumberAboveSize: 'संख्या संस्करण के आकार से ज़्यादा नहीं हो सकती',
    altTextTooLong: (max: number) => `चित्र का विवरण ज़्यादा से ज़्यादा ${max} अक्षरों का हो सकता है`,
  },
  upload: {
    loginRequired: S.uploadLoginRequired,
    imagesRequired: 'कृपया कम से कम एक तस्वीर अपलोड करें',
    priceRequired: 'बिक्री वाली चीज़ों के लिए कीमत ज़रूरी है',
    priceInvalid,
    quantityRequired: 'बिक्री वाली चीज़ों के लिए मात्रा ज़रूरी है',
    quantityInvalid,
    forSaleInvalid: 'बिक्री के लिए true या false होना चाहिए',
  },
  listings: {
    unlistedInvalid: 'अनलिस्टेड true या false होना चाहिए',
    imageOrderInvalid: 'तस्वीरें वैसे ही रखें जैसे फ़ॉर्म में हैं: हर तस्वीर एक बार, नई तस्वीरें उनकी जगह से',
    imageUnknown: 'इनमें से एक तस्वीर अब इस कलाकृति का हिस्सा नहीं है। पेज फिर से लोड करके दोबारा कोशिश करें',
    idsRequired: 'कम से कम एक कलाकृति चुनें',
    tooManyIds: (max: number) => `एक साथ ज़्यादा से ज़्यादा ${max} कलाकृतियाँ चुनें`,
    actionInvalid: 'अनलिस्ट, फिर से लिस्ट या कीमत बदलना चुनें',
    percentInvalid: 'बदलाव -90 से 500 के बीच पूरा प्रतिशत होना चाहिए, और 0 नहीं',
    notForSaleInPriceChange: 'सिर्फ़ बिक्री वाली कलाकृतियों की कीमत बदली जा सकती है',
  },
  images: {
    unsupported: (names: readonly string[]) => `ये फ़ाइलें समर्थित नहीं हैं: ${joinNames(names)}। ${supportedFormats}`,
    tooMany: `आप ज़्यादा से ज़्यादा ${MAX_UPLOAD_IMAGES} तस्वीरें अपलोड कर सकते हैं`,
    tooLarge: (names: readonly string[]) =>
      `ये फ़ाइलें ${maxImageMegabytes} MB से बड़ी हैं: ${joinNames(names)}। हर तस्वीर ${maxImageMegabytes} MB या उससे छोटी होनी चाहिए`,
    unreadable: (names: readonly string[]) => `ये फ़ाइलें तस्वीर के रूप में पढ़ी नहीं जा सकीं: ${joinNames(names)}`,
    hint: `${MAX_UPLOAD_IMAGES} तस्वीरें तक, हर एक ${maxImageMegabytes} MB तक। ${supportedFormats}`,
    adminOneFile: 'यहाँ सिर्फ़ एक तस्वीर लगाई जा सकती है',
    tooManyPixels: (name: string, megapixels: number) =>
      `तस्वीर ${name} में बहुत ज़्यादा पिक्सेल हैं। तस्वीरें ज़्यादा से ज़्यादा ${megapixels} मेगापिक्सेल की हो सकती हैं`,
    tooSmall: (name: string, minEdge: number) =>
      `तस्वीर ${name} बहुत छोटी है। तस्वीरें कम से कम ${minEdge} × ${minEdge} पिक्सेल की होनी चाहिए`,
  },
  adminUser: {
    ...fields,
    passwordRequiredForNewUsers: S.passwordRequiredForNewUsers,
    roleInvalid: 'भूमिका user या admin होनी चाहिए',
    adminGenderInvalid: 'लिंग पुरुष, महिला, अन्य या "बताना नहीं चाहते" होना चाहिए',
  },
  adminArtwork: {
    titleRequired,
    priceInvalid,
    quantityInvalid,
    quantityNegative: 'मात्रा ऋणात्मक नहीं हो सकती',
    isSoldInvalid: 'बिका हुआ true या false होना चाहिए',
  },
  comment: { contentRequired: 'कमेंट ख़ाली नहीं हो सकता' },
  review: { ratingAndReviewRequired: S.ratingAndReviewRequired },
  chat: {
    contentRequired: 'मैसेज ख़ाली नहीं हो सकता',
    receiverRequired: 'पाने वाला ज़रूरी है',
    artworkRequired: 'कलाकृति ज़रूरी है',
    offerRequired: 'ऑफ़र ज़रूरी है',
    offerAmountInvalid: 'ऑफ़र 0 से ज़्यादा रुपये की रक़म होना चाहिए, ज़्यादा से ज़्यादा 2 दशमलव अंकों तक',
  },
  cart: {
    artworkRequired: 'कलाकृति ज़रूरी है',
    quantityInvalid,
  },
  checkout: {
    deliveryInvalid: "डिलीवरी 'ship' या 'pickup' होनी चाहिए",
    nameRequired,
    addressRequired: 'पता ज़रूरी है',
    cityRequired: 'शहर ज़रूरी है',
    stateInvalid: 'भारत का कोई राज्य या केंद्र शासित प्रदेश चुनें',
    isDefaultInvalid: 'isDefault true या false होना चाहिए',
    pincodeRequired,
    pincodeInvalid,
    phoneInvalid,
    idempotencyKeyInvalid: `Idempotency key 1 से ${IDEMPOTENCY_KEY_MAX_LENGTH} अक्षरों की होनी चाहिए`,
    paymentMethodInvalid: "भुगतान का तरीका 'cod' (डिलीवरी पर भुगतान) या 'online' होना चाहिए",
    expectedTotalInvalid: 'अपेक्षित कुल रुपयों में, ज़्यादा से ज़्यादा 2 दशमलव अंकों वाली रकम होनी चाहिए',
    expectedPricesInvalid: 'अपेक्षित कीमतें कलाकृति id से रुपयों की रकम (ज़्यादा से ज़्यादा 2 दशमलव अंक) तक होनी चाहिए',
  },
  payment: {
    statusInvalid: 'भुगतान की स्थिति pending, paid, failed या refunded होनी चाहिए',
    verifyFieldsRequired: 'razorpay_order_id, razorpay_payment_id और razorpay_signature ज़रूरी हैं',
  },
  shipping: {
    freeInvalid: 'मुफ़्त शिपिंग true या false होनी चाहिए',
    priceRequired: 'हर ज़ोन के लिए शिपिंग की कीमत डालें, या मुफ़्त शिपिंग चुनें',
    priceInvalid: 'शिपिंग 0 से 10,000 रुपये तक की रकम होनी चाहिए, ज़्यादा से ज़्यादा 2 दशमलव अंकों के साथ',
    processingDaysInvalid: 'तैयारी का समय 1 से 30 तक पूरे दिनों में होना चाहिए',
    returnsDaysInvalid: 'वापसी "वापसी नहीं" या 1 से 90 तक पूरे दिन होनी चाहिए',
    modeInvalid: "शिपिंग 'profile', 'free' या 'rates' होनी चाहिए",
    pincodeInvalid: '6 अंकों का भारतीय पिनकोड डालें',
    shippingChanged: 'शिपिंग रुपयों में, ज़्यादा से ज़्यादा 2 दशमलव अंकों वाली रकम होनी चाहिए',
  },
  orders: {
    statusFilterInvalid: 'स्थिति placed, shipped, delivered या cancelled होनी चाहिए',
    courierRequired: 'कूरियर ज़रूरी है',
    trackingNumberRequired: 'ट्रैकिंग नंबर ज़रूरी है',
    cancelReasonRequired: S.cancelReasonRequired,
    updateInvalid:
      "paymentStatus, {status: 'shipped', courier, trackingNumber}, {status: 'collected'} या {status: 'cancelled', reason} भेजें",
  },
  query: {
    priceNegative: 'कीमत ऋणात्मक नहीं हो सकती',
    priceRangeInverted: 'न्यूनतम कीमत अधिकतम कीमत से ज़्यादा नहीं हो सकती',
    categoryInvalid: 'अनजान श्रेणी',
    sortInvalid: 'अनजान क्रम',
    limitInvalid: 'सीमा 1 से 100 के बीच पूरी संख्या होनी चाहिए',
    booleanInvalid: mustBeBoolean,
    cursorInvalid: 'यह पेज लिंक अब मान्य नहीं है। कृपया पहले पेज से फिर शुरू करें',
    nearInvalid: "near 'me' होना चाहिए",
    mediumInvalid: 'अनजान माध्यम',
    sizeInvalid: 'आकार small, medium या large होना चाहिए',
    orientationInvalid: 'दिशा portrait, landscape या square होनी चाहिए',
    priceBandInvalid: 'अनजान कीमत दायरा',
    colourInvalid: 'अनजान रंग',
  },
  notifications: {
    idsInvalid: 'ids सूचना id की सूची होनी चाहिए',
    tooManyIds: `एक बार में ज़्यादा से ज़्यादा ${NOTIFICATION_READ_MAX_IDS} सूचनाएँ चिह्नित की जा सकती हैं`,
    booleanInvalid: mustBeBoolean,
    unknownType: 'अनजान सूचना प्रकार',
    endpointInvalid: 'endpoint सदस्यता की पुश सेवा का URL होना चाहिए',
    keysInvalid: 'keys में सदस्यता की p256dh और auth keys होनी चाहिए',
  },
  report: {
    targetTypeInvalid: 'बताएँ कि आप क्या रिपोर्ट कर रहे हैं: कलाकृति, कमेंट, रिव्यू, यूज़र या मैसेज',
    targetIdRequired: 'बताएँ कि आप कौन-सी चीज़ रिपोर्ट कर रहे हैं',
    reasonInvalid: 'कारण चुनें: spam, nudity, harassment, copyright, scam या other',
  },
  moderation: {
    reasonRequired: 'छिपाने का कारण चुनें: copyright, nudity, hateful, spam, misleading या other',
    noteRequired: 'कारण "अन्य" हो तो कुछ शब्दों में बताएँ कि इसे क्यों छिपाया गया',
    messageRequired: 'मॉडरेटरों के लिए कुछ शब्द लिखें कि इसे फिर से क्यों दिखाया जाए',
    explanationRequired: 'मॉडरेटरों के लिए इस कृति के बारे में कुछ शब्द लिखें: यह किसकी है, और आपने इसे कैसे बनाया',
  },
  payouts: {
    legalNameInvalid: 'अपना पूरा नाम वैसा ही लिखें जैसा आपके PAN कार्ड पर है (4 से 120 अक्षर)',
    panInvalid: 'PAN 10 अक्षरों का होना चाहिए: 5 अक्षर, 4 अंक और एक अक्षर, जैसे ABCPE1234F',
    panHolderInvalid:
      'PAN का चौथा अक्षर बताता है कि यह किसका है: P (व्यक्ति), C, H, F, A, T, B, L, J या G। कहीं टाइपिंग की ग़लती तो नहीं',
    ifscInvalid: 'IFSC 11 अक्षरों का होना चाहिए: 4 अक्षर, एक शून्य और 6 अक्षर या अंक, जैसे HDFC0001234',
    accountNumberInvalid: 'बैंक खाता नंबर 9 से 18 अंकों का होना चाहिए',
    accountNumbersDiffer: 'दोनों बैंक खाता नंबर एक जैसे नहीं हैं',
    gstinInvalid: 'GSTIN 15 अक्षरों का होना चाहिए: 2 अंकों का राज्य कोड, आपका PAN, एक अक्षर या अंक, Z और एक जाँच अक्षर',
    gstinCheckInvalid: 'यह GSTIN मान्य नहीं है: इसका आख़िरी अक्षर बाकी से मेल नहीं खाता। कहीं टाइपिंग की ग़लती तो नहीं',
    gstinPanMismatch: 'GSTIN में आपका PAN होना चाहिए (अक्षर 3 से 12)',
    phoneInvalid,
    streetInvalid: 'अपना पता लिखें (गली, मकान या इमारत), ज़्यादा से ज़्यादा 100 अक्षर',
    cityInvalid: 'अपना शहर लिखें, ज़्यादा से ज़्यादा 100 अक्षर',
    stateInvalid: 'भारत का कोई राज्य या केंद्र शासित प्रदेश चुनें',
    pincodeInvalid: 'पिनकोड 6 अंकों का भारतीय पिन कोड होना चाहिए',
  },
  ledger: {
    amountInvalid: '0 के अलावा कोई रक़म लिखें, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक',
    amountTooLarge: 'किसी भी ओर ₹1,00,00,000 तक की रक़म लिखें',
    reasonRequired: 'बताएँ कि लेजर में सुधार क्यों किया जा रहा है',
  },
  earnings: {
    monthInvalid: '2026-11 जैसा कोई महीना चुनें',
    kindInvalid: 'प्रविष्टि का कोई एक प्रकार चुनें',
  },
  transfers: {
    reasonRequired: 'बताएँ कि ट्रांसफ़र हाथ से क्यों जारी किया या रोका जा रहा है',
  },
};
