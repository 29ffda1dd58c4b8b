import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEMPLATES } from "../../core/messaging/templates";
import { PAYMENT_STATE_TEXTS, RELATION_TEXTS, STATUS_TEXTS, SUMMARY_TEXTS } from "../../core/privacy/export-summary-texts";

/**
 * The glossary (../shared/glossary.md, and the terms issue #30 settled in docs/language-terms.md) names one word per
 * concept; the other variants the review found are to be avoided. Each rule below is such a variant (or a spelling the glossary settled), so a new text that drifts back
 * fails here. Where a word is only wrong in one sense (bn নমুনা is the specimen, not an example), only the clear
 * wrong uses are listed.
 */
type Rule = { concept: string; avoid: RegExp; allowIn?: readonly string[] };

/** A match must start a word: मल्टीस्पेशियलिटी (a hospital's name) is not the word स्पेशियलिटी. */
const word = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{M}])(?:${pattern})`, "u");
const LEGAL = ["privacy", "terms", "cookies"] as const;

const RULES: Record<"en" | "hi" | "bn", Rule[]> = {
  // English: only the word issue #30 settled; the rest of the English is the source the other two follow.
  en: [{ concept: "request vs order: a booked sample collection is an order (\"Order #8\"); request only for real requests", avoid: /\brequest\s*(#|no\.|number)/iu }],
  hi: [
    { concept: "collector: सैंपल लेने वाले कर्मचारी", avoid: word("कलेक्टर|एजेंट|फ़्लेबोटोमिस्ट|फ्लेबोटोमिस्ट") },
    { concept: "chamber: चेंबर", avoid: word("चैंबर") },
    { concept: "speciality: विशेषज्ञता", avoid: word("स्पेशलिटी|स्पेशियलिटी") },
    { concept: "location: लोकेशन", avoid: /(जगह|स्थान) चुन/u },
    { concept: "payment: पेमेंट (भुगतान only in legal text)", avoid: word("भुगतान"), allowIn: LEGAL },
    { concept: "message: मैसेज", avoid: word("संदेश") },
    { concept: "map: मैप", avoid: word("नक्शा|नक्शे") },
    { concept: "login: लॉगिन", avoid: /लॉग इन/u },
    { concept: "FAQ: अक्सर पूछे जाने वाले सवाल", avoid: /सवाल-जवाब/u },
    { concept: "Dr.: डॉ.", avoid: word("डा\\.") },
    { concept: "timeline: टाइमलाइन", avoid: /समय-रेखा/u },
    { concept: "nukta spellings: क़ीमत, तरीक़ा, इलाक़ा, काग़ज़, बाक़ी, ख़ास", avoid: word("कीमत|तरीक[ाेो]|इलाक[ाेो]|कागज|बाकी|खास") },
    { concept: "no unit around a formatted time", avoid: /\{\{\s*time\s*\}\}\s*बजे/u },
    { concept: "no masculine first person for every reader", avoid: /(सकता|करता|चाहता|रहा|गया) हूँ/u },
    { concept: "confirm: कन्फ़र्म (पुष्टि only where a test confirms a diagnosis, and in legal text)", avoid: /पुष्टि|पक्क[ाीे]\s+(कर|हो|हुआ|हुई|हुए|की|किया|किए)|कन्फर्म/u, allowIn: ["tests", ...LEGAL] },
    { concept: "tests of an order: टेस्ट (जाँचें alone reads as the command 'check!'; verify's button means just that)", avoid: /^जाँचें(\s*\(|$)|^\{\{\w+\}\} में जाँचें$|जाँच(ें|ों)\s+(और|या)\s+(कुल\s+)?र(क|क़)म|जाँचें (पक्की|कन्फ़र्म)/u, allowIn: ["verify"] },
    { concept: "My Lab Tests: मेरे लैब टेस्ट", avoid: /मेरी लैब जाँच/u },
    { concept: "status: स्टेटस (आपात स्थिति is an emergency; a patient's स्थिति in the test texts)", avoid: /(?<!आपात )स्थिति/u, allowIn: ["tests", ...LEGAL] },
    { concept: "cash: नक़द", avoid: word("कैश|नकद") },
    { concept: "support: सपोर्ट (मदद for plain help)", avoid: word("सहायता") },
    { concept: "request vs order: a sample collection is an ऑर्डर; अनुरोध only for appointment, deletion and consent requests", avoid: /अनुरोध\s*(नंबर\s*)?(#|\{\{)/u },
    { concept: "request vs order: ऑर्डर on the booking, My Lab Tests, staff and WhatsApp pages", avoid: word("अनुरोध"), allowIn: ["chamber", "doctorProfile", "rights", "myData", "partners", "templates", ...LEGAL] },
    { concept: "prescription: (डॉक्टर की) पर्ची", avoid: word("पर्चा|पर्चे|पर्चों") },
    { concept: "nukta spellings: रक़म, तारीख़, ग़लत, ख़त्म, ख़ुद, ख़ुराक, क़ानून, लायक़, नक़द", avoid: word("रकम|तारीख(?!\u093C)|गलत|खत्म|खुद|खुराक|कानून|लायक(?!\u093C)") },
    { concept: "no nukta in the everyday spellings खाली, खून, एंजाइम", avoid: word("ख़ाली|ख़ून|एंज़ाइम") },
    { concept: "slot: सुबह / दोपहर बाद (पाली is a work shift)", avoid: word("पाली") },
    { concept: "S/o–W/o field: पिता / पति / अभिभावक (अभिभावक alone is a child's guardian)", avoid: /^अभिभावक( का नाम)?$/u },
    { concept: "everyday words: पेमेंट करना है, not देय", avoid: word("देय"), allowIn: LEGAL },
    { concept: "logout: लॉगआउट", avoid: /लॉग आउट/u },
    { concept: "reminder (the WhatsApp message): रिमाइंडर, as on the family page and in My data", avoid: /याद दिलाना/u },
    { concept: "deleting an account: अकाउंट हटाना (मिटाना is for data and files)", avoid: /अकाउंट मिटा/u },
    { concept: "step: क़दम (with the nukta, like क़ीमत and रक़म; not चरण)", avoid: word("कदम|चरण") },
  ],
  bn: [
    { concept: "specimen: নমুনা", avoid: word("স্যাম্পেল|স্যাম্পল") },
    { concept: "collector: নমুনা নিতে আসা কর্মী", avoid: word("সংগ্রাহক|সংগ্রহকারী|কালেক্টর|কলেক্টর|ফ্লেবোটোমিস্ট|এজেন্ট") },
    { concept: "sample collection: নমুনা সংগ্রহ", avoid: word("কালেকশন") },
    { concept: "example: উদাহরণ (নমুনা is the specimen)", avoid: /নমুনা (রিভিউ|ঠিকানা|অফিস|অর্ডার|অ্যাম্বুলেন্স|মতামত)/u },
    { concept: "Dr.: ডাঃ", avoid: word("ডা\\.") },
    { concept: "speciality: বিভাগ", avoid: word("বিশেষত্ব|স্পেশালিটি") },
    { concept: "location: লোকেশন", avoid: word("অবস্থান|জায়গা বেছে") },
    { concept: "message: মেসেজ", avoid: word("বার্তা") },
    { concept: "map: ম্যাপ", avoid: word("মানচিত্র") },
    { concept: "FAQ: সাধারণ প্রশ্নোত্তর", avoid: /জিজ্ঞাসিত প্রশ্ন/u },
    { concept: "login: লগইন", avoid: /লগ ইন/u },
    { concept: "star: স্টার (তারা is a sky star or 'they')", avoid: /\}\}\s*তারা/u },
    { concept: "timeline: টাইমলাইন", avoid: word("সময়রেখা") },
    { concept: "spelling: পৌঁছানো, not পৌঁছনো", avoid: /পৌঁছ(ন|ল|য়|ব|ত)/u },
    { concept: "spelling: আপডেট", avoid: word("হালনাগাদ") },
    { concept: "spelling: অনুগ্রহ করে", avoid: /দয়া করে/u },
    { concept: "spelling: পাতা", avoid: word("পেজ") },
    { concept: "spelling: নার্সিং হোম", avoid: /নার্সিংহোম/u },
    { concept: "everyday words: সবচেয়ে কাছের, র‍্যান্ডম, কনফার্মেশন", avoid: word("নিকটতম|এলোমেলো|নিশ্চিতকরণ") },
    // নিশ্চিত stays only where it means "ensure" (about) or a diagnosis made sure (tests), and in legal text.
    { concept: "confirm: কনফার্ম", avoid: word("নিশ্চিত"), allowIn: [...LEGAL, "tests", "about"] },
    // The tests of an order are পরীক্ষা. টেস্ট stays in the page's name "আমার ল্যাব টেস্ট", in the sandbox's test
    // mode and payment, in a test's own name ("কার্ড টেস্ট") and in search keywords after a test's name.
    { concept: "tests of an order: পরীক্ষা", avoid: /(?<!ল্যাব |কার্ড |\}\} |থাইরয়েড |সুগার )(?<![\p{L}\p{M}])টেস্ট(?! মোড| পেমেন্ট)/u, allowIn: [...LEGAL, "sandbox"] },
    { concept: "My Lab Tests: আমার ল্যাব টেস্ট", avoid: /আমার (ল্যাব )?পরীক্ষা(?!র)|আমার টেস্ট|আমার ল্যাবের/u },
    // "Status" is স্ট্যাটাস; অবস্থা stays in জরুরি অবস্থা (emergency), মুক্ত অবস্থা and "জ্বর থাকা অবস্থায়" (while).
    { concept: "status: স্ট্যাটাস", avoid: /(?<![\p{L}\p{M}])(?<!(জরুরি|মুক্ত|থাকা) )অবস্থা/u, allowIn: LEGAL },
    { concept: "cash: নগদ", avoid: word("ক্যাশ(?!ব্যাক)") },
    { concept: "support: সাপোর্ট (সাহায্য is 'help')", avoid: word("সহায়তা"), allowIn: LEGAL },
    { concept: "an order's number is অর্ডার #N (অনুরোধ is only the asking)", avoid: /অনুরোধ(টি|টা|গুলি|গুলো|ের)?\s*(#|নম্বর|নং)|অনুরোধ(টি|গুলি|গুলো)/u, allowIn: [...LEGAL, "rights"] },
    { concept: "prescription: প্রেসক্রিপশন", avoid: /প্রেসক্রিপসন|পর্চা|পর্চি|ব্যবস্থাপত্র/u },
    { concept: "sample collected: নমুনা নেওয়া হয়েছে", avoid: /নমুনা সংগ্রহ (করা )?হয়েছে/u },
    { concept: "transaction: ট্রানজ্যাকশন", avoid: word("লেনদেন"), allowIn: LEGAL },
    { concept: "call: ফোন করুন", avoid: /কল করুন/u },
    { concept: "amount to pay: মোট দিতে হবে (দেয় reads 'gives')", avoid: /দেয় (টাকা|রাশি|অঙ্ক)/u },
    { concept: "age: কত বছর (বছরে is 'per year')", avoid: /বছরে, যেমন|বয়স \(?বছরে/u },
    { concept: "no -এ after a slot's Bengali name (ভাগ-এ)", avoid: /\{\{\s*slot\s*\}\}-এ/u },
    { concept: "no stronger health claim: মোটামুটি একটা ধারণা", avoid: /সামগ্রিক ছবি/u },
    { concept: "everyday words: দিতেই হবে, না দিলেও চলবে, হয়ে গেছে", avoid: word("আবশ্যক|ঐচ্ছিক|সম্পন্ন"), allowIn: LEGAL },
    { concept: "reminder (the WhatsApp message): রিমাইন্ডার, as on the family page and in My data", avoid: /মনে করানো/u },
    { concept: "amount: টাকার অঙ্ক (the tracking page said টাকার পরিমাণ and টাকার অঙ্ক one above the other)", avoid: /টাকার পরিমাণ/u, allowIn: LEGAL },
  ],
};

const dir = path.join(import.meta.dirname, "locales");

function flatten(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

function texts(lang: "en" | "hi" | "bn"): { where: string; namespace: string; text: string }[] {
  const catalogs = fs.readdirSync(path.join(dir, lang)).flatMap((file) => {
    const namespace = file.replace(/\.json$/, "");
    return flatten(JSON.parse(fs.readFileSync(path.join(dir, lang, file), "utf8"))).map(([key, text]) => ({ where: `${lang}/${namespace} ${key}`, namespace, text }));
  });
  const templates = Object.entries(TEMPLATES).map(([name, template]) => ({ where: `WhatsApp template ${name} (${lang})`, namespace: "templates", text: template.text[lang] as string }));
  // The words of My data's export summary live in core beside it (the job that writes it has no page catalogs).
  const summary = [SUMMARY_TEXTS[lang], STATUS_TEXTS[lang], RELATION_TEXTS[lang], PAYMENT_STATE_TEXTS[lang]].flatMap((group) =>
    flatten(group).map(([key, text]) => ({ where: `export summary ${key} (${lang})`, namespace: "export-summary", text })),
  );
  return [...catalogs, ...templates, ...summary];
}

describe("glossary terms", () => {
  describe.each(["en", "hi", "bn"] as const)("%s", (lang) => {
    const all = texts(lang);
    it.each(RULES[lang].map((rule) => [rule.concept, rule] as const))("uses the glossary's word: %s", (_concept, rule) => {
      const found = all.filter(({ namespace, text }) => !rule.allowIn?.includes(namespace) && rule.avoid.test(text)).map(({ where, text }) => `${where}: ${rule.avoid.exec(text)?.[0]}`);
      expect(found).toEqual([]);
    });
  });
});
