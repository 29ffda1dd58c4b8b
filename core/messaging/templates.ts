import type { Language } from "../i18n/language";

/**
 * Every WhatsApp message we send is a pre-approved template (WhatsApp requires templates for
 * business-initiated messages). `params` are the template's body variables, in order.
 */
export const TEMPLATES = {
  login_code: {
    params: ["code"],
    text: {
      en: "{{code}} is your Nikat login code. It is valid for 5 minutes. Do not share it with anyone.",
      hi: "{{code}} आपका Nikat लॉगिन कोड है। यह 5 मिनट तक मान्य है। इसे किसी को न बताएँ।",
      bn: "{{code}} আপনার Nikat লগইন কোড। এটি 5 মিনিট পর্যন্ত বৈধ। কারও সঙ্গে শেয়ার করবেন না।",
    },
  },
  password_reset_code: {
    params: ["code"],
    text: {
      en: "{{code}} is your Nikat password reset code. It is valid for 5 minutes. If you did not ask for it, ignore this message.",
      hi: "{{code}} आपका Nikat पासवर्ड बदलने का कोड है। यह 5 मिनट तक मान्य है। अगर आपने यह नहीं माँगा, तो इस मैसेज को अनदेखा करें।",
      bn: "{{code}} আপনার Nikat পাসওয়ার্ড বদলানোর কোড। এটি 5 মিনিট পর্যন্ত বৈধ। আপনি না চেয়ে থাকলে এই মেসেজটি বাদ দিন।",
    },
  },
  appointment_request_doctor: {
    params: ["name", "doctor", "date", "time", "place"],
    text: {
      en: "Hello {{name}}, we have received your appointment request with {{doctor}} on {{date}} at {{time}} ({{place}}). The chamber will confirm it with you. – Nikat",
      hi: "नमस्ते {{name}}, {{doctor}} के साथ {{date}}, {{time}} ({{place}}) के अपॉइंटमेंट का आपका अनुरोध हमें मिल गया है। चेंबर आपसे इसे कन्फ़र्म करेगा। – Nikat",
      bn: "নমস্কার {{name}}, {{doctor}}-এর সঙ্গে {{date}} তারিখে {{time}}-এ ({{place}}) আপনার অ্যাপয়েন্টমেন্টের অনুরোধ আমরা পেয়েছি। চেম্বার আপনার সঙ্গে তা কনফার্ম করবে। – Nikat",
    },
  },
  appointment_request_pharmacy: {
    params: ["name", "pharmacy", "date", "time"],
    text: {
      en: "Hello {{name}}, we have received your appointment request at {{pharmacy}} on {{date}} at {{time}}. The pharmacy will confirm it with you. – Nikat",
      hi: "नमस्ते {{name}}, {{pharmacy}} में {{date}}, {{time}} के अपॉइंटमेंट का आपका अनुरोध हमें मिल गया है। फ़ार्मेसी आपसे इसे कन्फ़र्म करेगी। – Nikat",
      bn: "নমস্কার {{name}}, {{pharmacy}}-তে {{date}} তারিখে {{time}}-এ আপনার অ্যাপয়েন্টমেন্টের অনুরোধ আমরা পেয়েছি। ফার্মেসি আপনার সঙ্গে তা কনফার্ম করবে। – Nikat",
    },
  },
  appointment_new_for_provider: {
    params: ["name", "date", "time", "contact", "reason"],
    text: {
      en: "New appointment request through Nikat: {{name}} on {{date}} at {{time}}. Contact: {{contact}}. Reason: {{reason}}",
      hi: "Nikat से नया अपॉइंटमेंट अनुरोध: {{name}}, {{date}}, {{time}}। संपर्क: {{contact}}। कारण: {{reason}}",
      bn: "Nikat থেকে নতুন অ্যাপয়েন্টমেন্টের অনুরোধ: {{name}}, {{date}} তারিখে {{time}}-এ। যোগাযোগ: {{contact}}। কারণ: {{reason}}",
    },
  },
  payment_confirmed: {
    params: ["name", "order", "amount", "link"],
    text: {
      en: "Hello {{name}}, we have received your payment of {{amount}} for order #{{order}}. Payment Confirmed! Your invoice: {{link}} – Nikat",
      hi: "नमस्ते {{name}}, ऑर्डर #{{order}} के लिए आपका {{amount}} का पेमेंट हमें मिल गया है। पेमेंट कन्फ़र्म हो गया! आपका इनवॉइस: {{link}} – Nikat",
      bn: "নমস্কার {{name}}, অর্ডার #{{order}}-এর জন্য আপনার {{amount}} পেমেন্ট আমরা পেয়েছি। পেমেন্ট কনফার্ম হয়েছে! আপনার ইনভয়েস: {{link}} – Nikat",
    },
  },
  payment_not_completed: {
    params: ["name", "order", "link"],
    text: {
      en: "Hello {{name}}, your payment for order #{{order}} was not completed. You can pay again here: {{link}} – Nikat",
      hi: "नमस्ते {{name}}, ऑर्डर #{{order}} का आपका पेमेंट पूरा नहीं हुआ। आप यहाँ फिर से पेमेंट कर सकते हैं: {{link}} – Nikat",
      bn: "নমস্কার {{name}}, অর্ডার #{{order}}-এর পেমেন্ট সম্পূর্ণ হয়নি। এখানে আবার পেমেন্ট করতে পারেন: {{link}} – Nikat",
    },
  },
  sample_request_received: {
    params: ["name", "id", "slot"],
    text: {
      en: "Hello {{name}}, we have received your home sample collection order #{{id}} for {{slot}}. We will confirm the tests and the amount with you. – Nikat",
      hi: "नमस्ते {{name}}, घर से सैंपल कलेक्शन का आपका ऑर्डर #{{id}} ({{slot}}) हमें मिल गया है। हम टेस्ट और रक़म आपसे कन्फ़र्म करेंगे। – Nikat",
      bn: "নমস্কার {{name}}, বাড়ি থেকে নমুনা সংগ্রহের আপনার অর্ডার #{{id}} ({{slot}}) আমরা পেয়েছি। কোন কোন পরীক্ষা হবে আর কত টাকা লাগবে, তা আমরা আপনার সঙ্গে কনফার্ম করব। – Nikat",
    },
  },
  tests_confirmed: {
    params: ["name", "order", "amount", "link"],
    text: {
      en: "Hello {{name}}, the tests for your order #{{order}} are confirmed: {{amount}} in all. You can pay online here, or pay at collection: {{link}} – Nikat",
      hi: "नमस्ते {{name}}, आपके ऑर्डर #{{order}} के टेस्ट कन्फ़र्म हो गए हैं: कुल {{amount}}। आप यहाँ ऑनलाइन पेमेंट कर सकते हैं, या सैंपल लेते समय पेमेंट करें: {{link}} – Nikat",
      bn: "নমস্কার {{name}}, আপনার অর্ডার #{{order}}-এর পরীক্ষাগুলি কনফার্ম হয়েছে: মোট {{amount}}। এখানে অনলাইনে পেমেন্ট করতে পারেন, অথবা নমুনা নেওয়ার সময় পেমেন্ট করুন: {{link}} – Nikat",
    },
  },
  amount_changed: {
    params: ["name", "order", "amount", "link"],
    text: {
      en: "Hello {{name}}, the tests or the amount for your order #{{order}} have changed: {{amount}} in all now. Please open your order and accept the new amount before you pay: {{link}} – Nikat",
      hi: "नमस्ते {{name}}, आपके ऑर्डर #{{order}} के टेस्ट या रक़म बदल गई है: अब कुल {{amount}}। पेमेंट से पहले अपना ऑर्डर खोलकर नई रक़म स्वीकार करें: {{link}} – Nikat",
      bn: "নমস্কার {{name}}, আপনার অর্ডার #{{order}}-এর পরীক্ষা বা টাকার অঙ্ক বদলেছে: এখন মোট {{amount}}। পেমেন্টের আগে আপনার অর্ডার খুলে নতুন অঙ্কে সম্মতি দিন: {{link}} – Nikat",
    },
  },
  agent_assigned: {
    params: ["name", "order", "agent", "date", "time", "support"],
    text: {
      en: "Hello {{name}}, {{agent}} from Nikat will come to collect the sample for order #{{order}} on {{date}} at about {{time}}. Give them your agent code from the tracking page only once the sample is taken. For any change, call Nikat support on {{support}}. – Nikat",
      hi: "नमस्ते {{name}}, ऑर्डर #{{order}} का सैंपल लेने Nikat से {{agent}} {{date}} को लगभग {{time}} आएँगे। ट्रैकिंग पेज पर दिया आपका कोड उन्हें सैंपल लेने के बाद ही बताएँ। किसी बदलाव के लिए Nikat सपोर्ट को {{support}} पर कॉल करें। – Nikat",
      bn: "নমস্কার {{name}}, অর্ডার #{{order}}-এর নমুনা নিতে Nikat থেকে {{agent}} {{date}} তারিখে আনুমানিক {{time}}-এ আসবেন। নমুনা নেওয়ার পরেই ট্র্যাকিং পাতার কোডটি তাঁকে বলুন। কোনো বদলের জন্য Nikat সাপোর্টে {{support}} নম্বরে ফোন করুন। – Nikat",
    },
  },
  sample_collected: {
    params: ["name", "order", "link"],
    text: {
      en: "Hello {{name}}, your sample for order #{{order}} has been collected and is on its way to the lab. We will tell you when the report is ready: {{link}} – Nikat",
      hi: "नमस्ते {{name}}, ऑर्डर #{{order}} का आपका सैंपल ले लिया गया है और लैब भेजा जा रहा है। रिपोर्ट तैयार होने पर हम आपको बताएँगे: {{link}} – Nikat",
      bn: "নমস্কার {{name}}, অর্ডার #{{order}}-এর আপনার নমুনা নেওয়া হয়েছে, ল্যাবে পাঠানো হচ্ছে। রিপোর্ট তৈরি হলে আমরা আপনাকে জানাব: {{link}} – Nikat",
    },
  },
  report_ready: {
    params: ["name", "order", "link"],
    text: {
      en: "Hello {{name}}, the report for your order #{{order}} is ready. Log in to download it: {{link}} – Nikat",
      hi: "नमस्ते {{name}}, आपके ऑर्डर #{{order}} की रिपोर्ट तैयार है। इसे डाउनलोड करने के लिए लॉगिन करें: {{link}} – Nikat",
      bn: "নমস্কার {{name}}, আপনার অর্ডার #{{order}}-এর রিপোর্ট তৈরি। ডাউনলোড করতে লগইন করুন: {{link}} – Nikat",
    },
  },
  // Issue #28: the report with values entered. The count says how many are outside the range, never which ones:
  // health data stays behind the login.
  report_ready_values: {
    params: ["name", "order", "outside", "total", "link"],
    text: {
      en: "Hello {{name}}, the report for your order #{{order}} is ready. Values outside the normal range: {{outside}} of {{total}}. Log in to see them and download the report: {{link}} – Nikat",
      hi: "नमस्ते {{name}}, आपके ऑर्डर #{{order}} की रिपोर्ट तैयार है। सामान्य सीमा से बाहर की वैल्यू: {{total}} में से {{outside}}। इन्हें देखने और रिपोर्ट डाउनलोड करने के लिए लॉगिन करें: {{link}} – Nikat",
      bn: "নমস্কার {{name}}, আপনার অর্ডার #{{order}}-এর রিপোর্ট তৈরি। স্বাভাবিক সীমার বাইরে থাকা মান: {{total}}-টির মধ্যে {{outside}}-টি। দেখতে ও রিপোর্ট ডাউনলোড করতে লগইন করুন: {{link}} – Nikat",
    },
  },
  results_corrected: {
    params: ["name", "order", "link"],
    text: {
      en: "Hello {{name}}, the lab has corrected or added test values of your order #{{order}}. Any earlier values are kept in the history. Log in to see them: {{link}} – Nikat",
      hi: "नमस्ते {{name}}, लैब ने आपके ऑर्डर #{{order}} की वैल्यू ठीक की हैं या नई वैल्यू जोड़ी हैं। पहले की वैल्यू इतिहास में रखी गई हैं। इन्हें देखने के लिए लॉगिन करें: {{link}} – Nikat",
      bn: "নমস্কার {{name}}, ল্যাব আপনার অর্ডার #{{order}}-এর পরীক্ষার মান সংশোধন করেছে বা নতুন মান যোগ করেছে। আগের মানগুলো ইতিহাসে রাখা আছে। দেখতে লগইন করুন: {{link}} – Nikat",
    },
  },
  order_cancelled: {
    params: ["name", "order", "reason"],
    text: {
      en: "Hello {{name}}, your order #{{order}} has been cancelled. Reason: {{reason}}. You can book again at any time. – Nikat",
      hi: "नमस्ते {{name}}, आपका ऑर्डर #{{order}} रद्द कर दिया गया है। कारण: {{reason}}। आप कभी भी फिर से बुक कर सकते हैं। – Nikat",
      bn: "নমস্কার {{name}}, আপনার অর্ডার #{{order}} বাতিল করা হয়েছে। কারণ: {{reason}}। আপনি যেকোনো সময় আবার বুক করতে পারেন। – Nikat",
    },
  },
  order_cancelled_refund: {
    params: ["name", "order", "reason", "amount"],
    text: {
      en: "Hello {{name}}, your order #{{order}} has been cancelled. Reason: {{reason}}. Your payment of {{amount}} will be refunded to the same account within 5-7 working days. – Nikat",
      hi: "नमस्ते {{name}}, आपका ऑर्डर #{{order}} रद्द कर दिया गया है। कारण: {{reason}}। आपका {{amount}} का पेमेंट 5-7 कामकाजी दिनों में उसी खाते में वापस आ जाएगा। – Nikat",
      bn: "নমস্কার {{name}}, আপনার অর্ডার #{{order}} বাতিল করা হয়েছে। কারণ: {{reason}}। আপনার দেওয়া {{amount}} 5-7 কাজের দিনের মধ্যে যে অ্যাকাউন্ট থেকে দিয়েছিলেন, সেখানেই ফেরত আসবে। – Nikat",
    },
  },
  refund_due: {
    params: ["name", "order", "amount"],
    text: {
      en: "Hello {{name}}, we received {{amount}} for order #{{order}} that is not due, so we are refunding it. {{amount}} will return to the same account in 5–7 working days. – Nikat",
      hi: "नमस्ते {{name}}, ऑर्डर #{{order}} के लिए हमें {{amount}} मिले, जबकि इतना पेमेंट बाक़ी नहीं था, इसलिए हम यह रक़म रिफ़ंड कर रहे हैं। {{amount}} 5–7 कामकाजी दिनों में उसी खाते में वापस आ जाएँगे। – Nikat",
      bn: "নমস্কার {{name}}, অর্ডার #{{order}}-এর জন্য আমরা {{amount}} পেয়েছি যা দেওয়ার কথা ছিল না, তাই আমরা তা রিফান্ড করছি। {{amount}} 5–7 কাজের দিনের মধ্যে যে অ্যাকাউন্ট থেকে দিয়েছিলেন, সেখানেই ফেরত আসবে। – Nikat",
    },
  },
  order_rescheduled: {
    params: ["name", "order", "slot"],
    text: {
      en: "Hello {{name}}, your sample collection for order #{{order}} has been moved to {{slot}}. – Nikat",
      hi: "नमस्ते {{name}}, ऑर्डर #{{order}} के सैंपल कलेक्शन का नया समय: {{slot}}। – Nikat",
      bn: "নমস্কার {{name}}, অর্ডার #{{order}}-এর নমুনা সংগ্রহের নতুন সময়: {{slot}}। – Nikat",
    },
  },
  member_whatsapp_consent: {
    params: ["name", "owner"],
    text: {
      en: "Hello {{name}}, {{owner}} has added you on Nikat to book home blood tests for you. Reply YES to get short updates about your tests on this number: when a test is booked, paid for, the sample is taken and the report is ready. Reports and payment details stay with {{owner}}. Reply STOP at any time to stop these updates. Until you reply YES, we send you nothing more. – Nikat",
      hi: "नमस्ते {{name}}, {{owner}} ने आपके लिए घर से ब्लड टेस्ट बुक करने के लिए आपको Nikat पर जोड़ा है। अपने टेस्ट की छोटी-छोटी जानकारी इस नंबर पर पाने के लिए YES या हाँ लिखकर जवाब दें: टेस्ट बुक होने, पेमेंट होने, सैंपल लेने और रिपोर्ट तैयार होने पर। रिपोर्ट और पेमेंट की जानकारी {{owner}} के पास ही रहेगी। ये मैसेज कभी भी बंद करने के लिए STOP लिखें। आपके YES लिखने तक हम आपको और कोई मैसेज नहीं भेजेंगे। – Nikat",
      bn: "নমস্কার {{name}}, {{owner}} আপনার জন্য বাড়ি থেকে রক্ত পরীক্ষা বুক করতে আপনাকে Nikat-এ যোগ করেছেন। আপনার পরীক্ষার ছোট ছোট খবর এই নম্বরে পেতে YES বা হ্যাঁ লিখে উত্তর দিন: পরীক্ষা বুক হলে, পেমেন্ট হলে, নমুনা নেওয়া হলে আর রিপোর্ট তৈরি হলে। রিপোর্ট আর পেমেন্টের বিবরণ {{owner}}-এর কাছেই থাকবে। যেকোনো সময় এই মেসেজ বন্ধ করতে STOP লিখুন। আপনি YES না লেখা পর্যন্ত আমরা আর কোনো মেসেজ পাঠাব না। – Nikat",
    },
  },
  member_order_confirmed: {
    params: ["name", "order", "slot"],
    text: {
      en: "Hello {{name}}, a home sample collection has been booked for you through Nikat: order #{{order}}, {{slot}}. Reply STOP to stop these updates. – Nikat",
      hi: "नमस्ते {{name}}, Nikat से आपके लिए घर से सैंपल कलेक्शन बुक हुआ है: ऑर्डर #{{order}}, {{slot}}। ये मैसेज बंद करने के लिए STOP लिखें। – Nikat",
      bn: "নমস্কার {{name}}, Nikat-এর মাধ্যমে আপনার জন্য বাড়ি থেকে নমুনা সংগ্রহ বুক হয়েছে: অর্ডার #{{order}}, {{slot}}। এই মেসেজ বন্ধ করতে STOP লিখুন। – Nikat",
    },
  },
  member_payment_confirmed: {
    params: ["name", "order"],
    text: {
      en: "Hello {{name}}, the payment for your sample collection order #{{order}} has been received. – Nikat",
      hi: "नमस्ते {{name}}, आपके सैंपल कलेक्शन ऑर्डर #{{order}} का पेमेंट मिल गया है। – Nikat",
      bn: "নমস্কার {{name}}, আপনার নমুনা সংগ্রহের অর্ডার #{{order}}-এর পেমেন্ট পাওয়া গেছে। – Nikat",
    },
  },
  member_sample_collected: {
    params: ["name", "order"],
    text: {
      en: "Hello {{name}}, your sample for order #{{order}} has been collected and is on its way to the lab. – Nikat",
      hi: "नमस्ते {{name}}, ऑर्डर #{{order}} का आपका सैंपल ले लिया गया है और लैब भेजा जा रहा है। – Nikat",
      bn: "নমস্কার {{name}}, অর্ডার #{{order}}-এর আপনার নমুনা নেওয়া হয়েছে, ল্যাবে পাঠানো হচ্ছে। – Nikat",
    },
  },
  member_report_ready: {
    params: ["name", "order"],
    text: {
      en: "Hello {{name}}, the report for your order #{{order}} is ready. The family member who booked it for you can see it on Nikat. – Nikat",
      hi: "नमस्ते {{name}}, आपके ऑर्डर #{{order}} की रिपोर्ट तैयार है। जिन्होंने आपके लिए बुक किया था, वे इसे Nikat पर देख सकते हैं। – Nikat",
      bn: "নমস্কার {{name}}, আপনার অর্ডার #{{order}}-এর রিপোর্ট তৈরি। যিনি আপনার জন্য বুক করেছেন, তিনি Nikat-এ এটি দেখতে পারবেন। – Nikat",
    },
  },
  data_export_ready: {
    params: ["link"],
    text: {
      en: "Your Nikat data download is ready: everything we hold about your account, in one file. Log in to download it within 7 days: {{link}} – Nikat",
      hi: "आपका Nikat डेटा डाउनलोड तैयार है: आपके अकाउंट के बारे में हमारे पास जो कुछ है, सब एक फ़ाइल में। इसे 7 दिनों के अंदर डाउनलोड करने के लिए लॉगिन करें: {{link}} – Nikat",
      bn: "আপনার Nikat ডেটা ডাউনলোড তৈরি: আপনার অ্যাকাউন্ট সম্পর্কে আমাদের কাছে যা আছে, সব একটি ফাইলে। 7 দিনের মধ্যে ডাউনলোড করতে লগইন করুন: {{link}} – Nikat",
    },
  },
  account_erased: {
    params: [],
    text: {
      en: "Your Nikat account has been deleted as you asked, with your family members, prescriptions and reports. Tax invoices are kept for as long as the law requires. You can sign up again with this number at any time. – Nikat",
      hi: "आपके कहने पर आपका Nikat अकाउंट हटा दिया गया है, साथ में परिवार के सदस्य, पर्चियाँ और रिपोर्ट भी। टैक्स इनवॉइस उतने समय तक रखे जाएँगे जितना क़ानून ज़रूरी बताता है। आप इस नंबर से कभी भी फिर से साइन अप कर सकते हैं। – Nikat",
      bn: "আপনার অনুরোধে আপনার Nikat অ্যাকাউন্ট মুছে ফেলা হয়েছে, সঙ্গে পরিবারের সদস্য, প্রেসক্রিপশন আর রিপোর্টও। আইন যতদিন রাখতে বলে, ততদিন ট্যাক্স ইনভয়েস রাখা হবে। এই নম্বর দিয়ে যেকোনো সময় আবার সাইন আপ করতে পারেন। – Nikat",
    },
  },
  grievance_answered: {
    params: ["number", "link"],
    text: {
      en: "Your grievance {{number}} has been answered. Log in to read the answer: {{link}} – Nikat",
      hi: "आपकी शिकायत {{number}} का जवाब दे दिया गया है। जवाब पढ़ने के लिए लॉगिन करें: {{link}} – Nikat",
      bn: "আপনার অভিযোগ {{number}}-এর উত্তর দেওয়া হয়েছে। উত্তর পড়তে লগইন করুন: {{link}} – Nikat",
    },
  },
  visit_eve_reminder: {
    params: ["name", "order", "slot"],
    text: {
      en: "Hello {{name}}, a reminder: your home sample collection for order #{{order}} is tomorrow, {{slot}}. No fasting is needed for these tests. Keep ready: your prescription if you have one, a photo ID, and the agent code from the tracking page (tell it only after the sample is taken). Reply STOP to stop reminders. – Nikat",
      hi: "नमस्ते {{name}}, याद दिला दें: ऑर्डर #{{order}} का आपका घर से सैंपल कलेक्शन कल है, {{slot}}। इन टेस्ट के लिए खाली पेट रहने की ज़रूरत नहीं है। तैयार रखें: पर्ची (अगर है), फ़ोटो वाला पहचान पत्र, और ट्रैकिंग पेज का कोड (सैंपल लेने के बाद ही बताएँ)। रिमाइंडर बंद करने के लिए STOP लिखें। – Nikat",
      bn: "নমস্কার {{name}}, মনে করিয়ে দিই: অর্ডার #{{order}}-এর বাড়ি থেকে নমুনা সংগ্রহ আগামীকাল, {{slot}}। এই পরীক্ষাগুলির জন্য খালি পেটে থাকার দরকার নেই। তৈরি রাখুন: প্রেসক্রিপশন (থাকলে), ছবিসহ পরিচয়পত্র, আর ট্র্যাকিং পাতার কোড (নমুনা নেওয়ার পরেই বলবেন)। রিমাইন্ডার বন্ধ করতে STOP লিখুন। – Nikat",
    },
  },
  visit_eve_reminder_fasting: {
    params: ["name", "order", "slot", "hours"],
    text: {
      en: "Hello {{name}}, a reminder: your home sample collection for order #{{order}} is tomorrow, {{slot}}. Please do not eat for {{hours}} hours before the collection; plain water is allowed. Keep ready: your prescription if you have one, a photo ID, and the agent code from the tracking page (tell it only after the sample is taken). Reply STOP to stop reminders. – Nikat",
      hi: "नमस्ते {{name}}, याद दिला दें: ऑर्डर #{{order}} का आपका घर से सैंपल कलेक्शन कल है, {{slot}}। सैंपल से पहले {{hours}} घंटे तक कुछ न खाएँ; सादा पानी पी सकते हैं। तैयार रखें: पर्ची (अगर है), फ़ोटो वाला पहचान पत्र, और ट्रैकिंग पेज का कोड (सैंपल लेने के बाद ही बताएँ)। रिमाइंडर बंद करने के लिए STOP लिखें। – Nikat",
      bn: "নমস্কার {{name}}, মনে করিয়ে দিই: অর্ডার #{{order}}-এর বাড়ি থেকে নমুনা সংগ্রহ আগামীকাল, {{slot}}। নমুনা নেওয়ার আগে {{hours}} ঘণ্টা কিছু খাবেন না; শুধু জল খেতে পারেন। তৈরি রাখুন: প্রেসক্রিপশন (থাকলে), ছবিসহ পরিচয়পত্র, আর ট্র্যাকিং পাতার কোড (নমুনা নেওয়ার পরেই বলবেন)। রিমাইন্ডার বন্ধ করতে STOP লিখুন। – Nikat",
    },
  },
  visit_on_the_way: {
    params: ["name", "order", "agent", "link"],
    text: {
      en: "Hello {{name}}, {{agent}} from Nikat is on the way to collect the sample for order #{{order}}. Follow the visit here: {{link}} Reply STOP to stop reminders. – Nikat",
      hi: "नमस्ते {{name}}, ऑर्डर #{{order}} का सैंपल लेने Nikat से {{agent}} रास्ते में हैं। यहाँ देखें: {{link}} रिमाइंडर बंद करने के लिए STOP लिखें। – Nikat",
      bn: "নমস্কার {{name}}, অর্ডার #{{order}}-এর নমুনা নিতে Nikat থেকে {{agent}} রওনা হয়েছেন। এখানে দেখুন: {{link}} রিমাইন্ডার বন্ধ করতে STOP লিখুন। – Nikat",
    },
  },
  repeat_test_due: {
    params: ["name", "tests", "link"],
    text: {
      en: "Hello, it is time for {{name}}'s repeat test: {{tests}}. Book again from home: {{link}} Reply STOP to stop reminders. – Nikat",
      hi: "नमस्ते, {{name}} की दोबारा जाँच का समय हो गया है: {{tests}}। घर से फिर से बुक करें: {{link}} रिमाइंडर बंद करने के लिए STOP लिखें। – Nikat",
      bn: "নমস্কার, {{name}}-এর আবার পরীক্ষার সময় হয়েছে: {{tests}}। বাড়ি থেকে আবার বুক করুন: {{link}} রিমাইন্ডার বন্ধ করতে STOP লিখুন। – Nikat",
    },
  },
  whatsapp_not_found: {
    params: ["phone"],
    text: {
      en: "WhatsApp not found for: {{phone}}",
      hi: "WhatsApp not found for: {{phone}}",
      bn: "WhatsApp not found for: {{phone}}",
    },
  },
} as const satisfies Record<string, { params: readonly string[]; text: Record<Language, string> }>;

export type TemplateName = keyof typeof TEMPLATES;

export function isTemplateName(value: string): value is TemplateName {
  return Object.hasOwn(TEMPLATES, value);
}

/** The message as the recipient reads it (the outbox shows this; WhatsApp renders the same from the template). */
export function renderMessage(template: string, language: string, params: Record<string, string>): string {
  if (!isTemplateName(template)) return `${template} ${JSON.stringify(params)}`;
  const texts: Record<string, string> = TEMPLATES[template].text;
  const text = texts[language] ?? texts.en ?? "";
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");
}
