import type { SpecialitySlug } from "./specialities";

/**
 * What patients type when they mean a speciality: the organ or complaint, in English, Hindi and Bengali,
 * besides the speciality's own name. Matched as whole words or word starts.
 */
export const SPECIALITY_WORDS: Record<SpecialitySlug, readonly string[]> = {
  cardiology: ["heart", "cardiologist", "cardiac", "chest pain", "blood pressure", "हृदय", "दिल", "হৃদরোগ", "হার্ট", "कार्डियोलॉजी", "কার্ডিওলজি"],
  dermatology: ["skin", "dermatologist", "hair", "acne", "त्वचा", "चर्म", "চর্ম", "ত্বক", "डर्मेटोलॉजी", "ডার্মাটোলজি"],
  pediatrics: ["child", "children", "baby", "paediatrics", "pediatrician", "शिशु", "बच्चे", "শিশু", "বাচ্চা", "पीडियाट्रिक्स", "পেডিয়াট্রিক্স", "শিশুরোগ"],
  orthopedics: ["bone", "joint", "fracture", "orthopaedics", "orthopedic", "हड्डी", "जोड़", "হাড়", "অর্থোপেডিক", "ऑर्थोपेडिक्स", "অর্থোপেডিক্স"],
  ophthalmology: ["eye", "eyes", "vision", "ophthalmologist", "नेत्र", "आँख", "চোখ", "চক্ষু", "ऑप्थैल्मोलॉजी", "অফথালমোলজি", "চক্ষুরোগ"],
  psychiatry: ["mental", "depression", "anxiety", "psychiatrist", "मनोरोग", "মনোরোগ", "মানসিক", "साइकियाट्री", "সাইকিয়াট্রি"],
  immunology: ["allergy", "immune", "immunologist", "एलर्जी", "অ্যালার্জি", "इम्यूनोलॉजी", "प्रतिरक्षा", "ইমিউনোলজি"],
  "ob-gyn": ["gynaecology", "gynecology", "gynaecologist", "gynecologist", "obstetrics", "pregnancy", "women", "स्त्री रोग", "प्रसूति", "স্ত্রীরোগ", "প্রসূতি", "स्त्री"],
  ent: ["ear", "nose", "throat", "otolaryngology", "कान", "नाक", "गला", "কান", "নাক", "গলা"],
  neurology: ["brain", "nerve", "stroke", "epilepsy", "neurologist", "तंत्रिका", "स्नायु", "স্নায়ু", "মস্তিষ্ক", "न्यूरोलॉजी", "নিউরোলজি", "স্নায়ুরোগ"],
  pulmonology: ["lung", "lungs", "chest", "asthma", "breathing", "pulmonologist", "फेफड़ा", "दमा", "ফুসফুস", "হাঁপানি", "पल्मोनोलॉजी", "পালমোনোলজি"],
  oncology: ["cancer", "tumour", "tumor", "oncologist", "कैंसर", "ক্যানসার", "ऑन्कोलॉजी", "অঙ্কোলজি"],
  "general-medicine": ["physician", "fever", "general physician", "medicine", "सामान्य चिकित्सा", "बुखार", "জ্বর", "মেডিসিন", "জেনারেল"],
  gastroenterology: ["stomach", "liver", "digestion", "gastro", "पेट", "लिवर", "পেট", "লিভার", "गैस्ट्रोएंटेरोलॉजी", "গ্যাস্ট্রোএন্টেরোলজি"],
  nephrology: ["kidney", "dialysis", "nephrologist", "गुर्दा", "किडनी", "কিডনি", "नेफ्रोलॉजी", "নেফ্রোলজি"],
  urology: ["urine", "prostate", "urologist", "मूत्र", "মূত্র", "প্রস্রাব", "यूरोलॉजी", "ইউরোলজি", "মূত্ররোগ"],
  endocrinology: ["diabetes", "thyroid", "hormone", "sugar", "endocrinologist", "मधुमेह", "थायराइड", "ডায়াবেটিস", "থাইরয়েড", "সুগার", "एंडोक्राइनोलॉजी", "এন্ডোক্রিনোলজি"],
  dentistry: ["tooth", "teeth", "dental", "dentist", "दांत", "दाँत", "দাঁত", "दंत", "দন্তচিকিৎসা"],
};
