/** Fictional names for demo and benchmark data (people, labs, pharmacies, hospitals), shared by every generator. */
export const FIRST_NAMES = ["Arindam", "Sudipta", "Moumita", "Rajib", "Soma", "Anirban", "Priyanka", "Debashis", "Tanushree", "Subhajit", "Rituparna", "Kaushik", "Nandini", "Sayantan", "Paromita", "Amitava", "Shreya", "Indranil", "Farhana", "Imran"] as const;
export const SURNAMES = ["Sen", "Ghosh", "Das", "Roy", "Mukherjee", "Banerjee", "Chatterjee", "Saha", "Mondal", "Sarkar", "Biswas", "Bhattacharya", "Dutta", "Paul", "Kundu", "Majumdar", "Ahmed", "Hossain"] as const;

export const LAB_NAMES = [
  "Sanjeevani Diagnostics",
  "Arogya Pathology Centre",
  "Suraksha Clinical Lab",
  "Nirnay Diagnostic Centre",
  "Medicare Pathology",
  "Jibandeep Diagnostics",
  "Swasthya Path Lab",
  "Prantik Diagnostic Clinic",
] as const;
export const PHARMACY_NAMES = ["Maa Tara Medical Hall", "Sebayan Pharmacy", "Arogya Medicine Centre", "Janata Medical Stores", "Life Line Chemists", "Sunrise Medicos", "Nabajiban Pharmacy", "Annapurna Drug House"] as const;
export const HOSPITAL_NAMES = ["Seva Sadan Nursing Home", "Matri Sadan Hospital", "Sushrusha Nursing Home", "Nabajiban Hospital", "Jiban Jyoti Hospital", "Arogya Niketan"] as const;
