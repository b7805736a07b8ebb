import type { PrivacyNotice } from '../schema/privacy';

/**
 * The privacy notice's section on the WhatsApp updates, in each language of the notice, by code: added to the notice
 * after 'What we collect, and why' only while the channel's switch is on (content/forms/whatsapp-switch.ts), so a
 * clinic that has not set it up publishes the notice as before. The Hindi and Kannada texts want a native speaker's
 * read before a clinic turns the switch on.
 */
export const whatsappNoticeSections: Record<string, PrivacyNotice['sections'][number]> = {
  en: {
    title: 'WhatsApp updates',
    body: [
      'Only if you tick the box “Send me updates about this appointment on WhatsApp at this number” on the booking form: we record when you ticked it, write your mobile number in international form (+91…) and send that appointment’s messages to it on WhatsApp: the acknowledgment of your request, the confirmation, the reminder the day before, and any change, cancellation or decline. Without the tick, nothing is sent to WhatsApp and every message comes by e-mail.',
      'These messages go through the WhatsApp Business Platform, run by Meta, which receives your number and each message’s words (your name, the reference, the date, time and doctor of the visit, the clinic’s address) to deliver them. WhatsApp tells us whether each message was sent, delivered or read; if you reply to the clinic’s WhatsApp number, your reply is kept with your request so the staff can answer it.',
      'This record is kept and deleted with your request ({retentionDays} days). Withdrawing your consent on our [withdrawal page]({withdrawPath}) also stops the WhatsApp updates and deletes their record and your replies.',
    ],
  },
  hi: {
    title: 'WhatsApp पर अपडेट',
    body: [
      'केवल तभी, जब आप अपॉइंटमेंट फ़ॉर्म पर “इस नंबर पर WhatsApp पर मुझे इस अपॉइंटमेंट के अपडेट भेजें” बॉक्स पर निशान लगाते हैं: हम दर्ज करते हैं कि आपने निशान कब लगाया, आपका मोबाइल नंबर अंतरराष्ट्रीय रूप (+91…) में लिखते हैं और उस अपॉइंटमेंट के संदेश WhatsApp पर भेजते हैं: आपके अनुरोध की प्राप्ति, पुष्टि, एक दिन पहले का स्मरण, और कोई बदलाव, रद्द होना या अस्वीकृति। निशान के बिना WhatsApp पर कुछ नहीं भेजा जाता और हर संदेश ई-मेल से आता है।',
      'ये संदेश Meta द्वारा चलाए जाने वाले WhatsApp Business Platform से जाते हैं, जिसे इन्हें पहुँचाने के लिए आपका नंबर और हर संदेश के शब्द (आपका नाम, संदर्भ, मुलाक़ात की तारीख, समय और डॉक्टर, क्लिनिक का पता) मिलते हैं। WhatsApp हमें बताता है कि हर संदेश भेजा गया, पहुँचा या पढ़ा गया; यदि आप क्लिनिक के WhatsApp नंबर पर उत्तर देते हैं, तो आपका उत्तर आपके अनुरोध के साथ रखा जाता है ताकि कर्मचारी उसका जवाब दे सकें।',
      'यह रिकॉर्ड आपके अनुरोध के साथ रखा और मिटाया जाता है ({retentionDays} दिन)। हमारे [सहमति वापसी पेज]({withdrawPath}) पर सहमति वापस लेने से WhatsApp अपडेट भी रुक जाते हैं और उनका रिकॉर्ड और आपके उत्तर मिटा दिए जाते हैं।',
    ],
  },
  kn: {
    title: 'WhatsApp ನಲ್ಲಿ ಅಪ್‌ಡೇಟ್‌ಗಳು',
    body: [
      'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಫಾರ್ಮ್‌ನಲ್ಲಿ “ಈ ಸಂಖ್ಯೆಗೆ WhatsApp ನಲ್ಲಿ ಈ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ನ ಅಪ್‌ಡೇಟ್‌ಗಳನ್ನು ಕಳುಹಿಸಿ” ಪೆಟ್ಟಿಗೆಯನ್ನು ನೀವು ಗುರುತಿಸಿದರೆ ಮಾತ್ರ: ನೀವು ಯಾವಾಗ ಗುರುತಿಸಿದಿರಿ ಎಂದು ನಾವು ದಾಖಲಿಸುತ್ತೇವೆ, ನಿಮ್ಮ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯನ್ನು ಅಂತರರಾಷ್ಟ್ರೀಯ ರೂಪದಲ್ಲಿ (+91…) ಬರೆಯುತ್ತೇವೆ ಮತ್ತು ಆ ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್‌ನ ಸಂದೇಶಗಳನ್ನು WhatsApp ನಲ್ಲಿ ಕಳುಹಿಸುತ್ತೇವೆ: ನಿಮ್ಮ ವಿನಂತಿಯ ಸ್ವೀಕೃತಿ, ದೃಢೀಕರಣ, ಹಿಂದಿನ ದಿನದ ಜ್ಞಾಪನೆ, ಮತ್ತು ಯಾವುದೇ ಬದಲಾವಣೆ, ರದ್ದತಿ ಅಥವಾ ನಿರಾಕರಣೆ. ಗುರುತು ಇಲ್ಲದಿದ್ದರೆ WhatsApp ಗೆ ಏನನ್ನೂ ಕಳುಹಿಸುವುದಿಲ್ಲ, ಎಲ್ಲ ಸಂದೇಶಗಳು ಇ-ಮೇಲ್ ಮೂಲಕ ಬರುತ್ತವೆ.',
      'ಈ ಸಂದೇಶಗಳು Meta ನಡೆಸುವ WhatsApp Business Platform ಮೂಲಕ ಹೋಗುತ್ತವೆ; ಅವುಗಳನ್ನು ತಲುಪಿಸಲು ಅದಕ್ಕೆ ನಿಮ್ಮ ಸಂಖ್ಯೆ ಮತ್ತು ಪ್ರತಿ ಸಂದೇಶದ ಪದಗಳು (ನಿಮ್ಮ ಹೆಸರು, ಉಲ್ಲೇಖ, ಭೇಟಿಯ ದಿನಾಂಕ, ಸಮಯ ಮತ್ತು ವೈದ್ಯರು, ಕ್ಲಿನಿಕ್‌ನ ವಿಳಾಸ) ದೊರೆಯುತ್ತವೆ. ಪ್ರತಿ ಸಂದೇಶ ಕಳುಹಿಸಲಾಗಿದೆಯೇ, ತಲುಪಿದೆಯೇ ಅಥವಾ ಓದಲಾಗಿದೆಯೇ ಎಂದು WhatsApp ನಮಗೆ ತಿಳಿಸುತ್ತದೆ; ಕ್ಲಿನಿಕ್‌ನ WhatsApp ಸಂಖ್ಯೆಗೆ ನೀವು ಉತ್ತರಿಸಿದರೆ, ಸಿಬ್ಬಂದಿ ಉತ್ತರಿಸಲು ಅದನ್ನು ನಿಮ್ಮ ವಿನಂತಿಯೊಂದಿಗೆ ಇರಿಸಲಾಗುತ್ತದೆ.',
      'ಈ ದಾಖಲೆಯನ್ನು ನಿಮ್ಮ ವಿನಂತಿಯೊಂದಿಗೆ ಇರಿಸಿ ಅಳಿಸಲಾಗುತ್ತದೆ ({retentionDays} ದಿನಗಳು). ನಮ್ಮ [ಸಮ್ಮತಿ ಹಿಂಪಡೆಯುವ ಪುಟದಲ್ಲಿ]({withdrawPath}) ಸಮ್ಮತಿಯನ್ನು ಹಿಂಪಡೆದರೆ WhatsApp ಅಪ್‌ಡೇಟ್‌ಗಳೂ ನಿಲ್ಲುತ್ತವೆ ಮತ್ತು ಅವುಗಳ ದಾಖಲೆ ಹಾಗೂ ನಿಮ್ಮ ಉತ್ತರಗಳು ಅಳಿಸಲ್ಪಡುತ್ತವೆ.',
    ],
  },
};
