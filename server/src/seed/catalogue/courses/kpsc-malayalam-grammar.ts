import type { DemoCourse } from '../types';

export const kpscMalayalamGrammar: DemoCourse = {
  slug: 'kpsc-malayalam-grammar',
  name: 'മലയാളം വ്യാകരണം — Malayalam Grammar',
  category: 'kerala-psc',
  level: 'plus-two-level',
  language: 'Malayalam',
  image: 'kpsc-malayalam-grammar.svg',
  description:
    'കേരള പി.എസ്.സി പരീക്ഷകളിലെ മലയാളം ഭാഗത്തിനുള്ള സമ്പൂർണ്ണ വ്യാകരണ പഠനം: സന്ധി, സമാസം, വിഭക്തി, പദശുദ്ധി, വാക്യശുദ്ധി, ശൈലികൾ, അലങ്കാരം, വൃത്തം. Complete grammar for the Malayalam section of Kerala PSC exams.',
  highlights: [
    'Grammar rules with PSC-style examples',
    'പദശുദ്ധി, വാക്യശുദ്ധി practice sets',
    'Writers, works and pen names for the literature questions',
    'Unit-wise mock tests',
  ],
  units: [
    {
      title: 'അക്ഷരമാല — The Alphabet',
      description: 'സ്വരം, വ്യഞ്ജനം, ചില്ലക്ഷരങ്ങൾ.',
      topics: ['സ്വരങ്ങൾ', 'വ്യഞ്ജനങ്ങൾ: ഖരം, അതിഖരം, മൃദു, ഘോഷം, അനുനാസികം', 'ചില്ലക്ഷരങ്ങൾ', 'കൂട്ടക്ഷരങ്ങൾ'],
    },
    {
      title: 'സന്ധി — Sandhi',
      description: 'How sounds join when words meet.',
      topics: ['ലോപസന്ധി', 'ആഗമസന്ധി', 'ആദേശസന്ധി', 'ദ്വിത്വസന്ധി', 'ചേർത്തെഴുതുക, പിരിച്ചെഴുതുക'],
    },
    {
      title: 'സമാസം — Compounds',
      description: 'Types of compound words and how to split them.',
      topics: ['തത്പുരുഷൻ', 'കർമ്മധാരയൻ', 'ബഹുവ്രീഹി', 'ദ്വന്ദ്വൻ', 'അവ്യയീഭാവൻ'],
    },
    {
      title: 'നാമം, ലിംഗം, വചനം, വിഭക്തി',
      description: 'Nouns and their case endings.',
      topics: [
        'ലിംഗം: പുല്ലിംഗം, സ്ത്രീലിംഗം, നപുംസകലിംഗം',
        'വചനം: ഏകവചനം, ബഹുവചനം',
        'വിഭക്തികൾ: നിർദ്ദേശിക, പ്രതിഗ്രാഹിക, സംയോജിക, ഉദ്ദേശിക, പ്രയോജിക, സംബന്ധിക, ആധാരിക',
        'കാരകം',
      ],
    },
    {
      title: 'ക്രിയ — Verbs',
      description: 'Tense, mood and kinds of verbs.',
      topics: ['കാലം: ഭൂതം, വർത്തമാനം, ഭാവി', 'സകർമ്മകം, അകർമ്മകം', 'കേവലക്രിയ, പ്രയോജകക്രിയ', 'പ്രകാരം'],
    },
    {
      title: 'പദശുദ്ധി, വാക്യശുദ്ധി',
      description: 'Spotting the correct word and the correct sentence.',
      topics: ['തെറ്റില്ലാത്ത പദം കണ്ടെത്തുക', 'ശരിയായ വാക്യം', 'സാധാരണ തെറ്റുകൾ'],
    },
    {
      title: 'പദസമ്പത്ത് — Vocabulary',
      description: 'Synonyms, antonyms, one-word substitutes, idioms and proverbs.',
      topics: ['പര്യായപദങ്ങൾ', 'വിപരീതപദങ്ങൾ', 'ഒറ്റപ്പദം', 'ശൈലികൾ', 'പഴഞ്ചൊല്ലുകൾ'],
    },
    {
      title: 'അലങ്കാരം, വൃത്തം',
      description: 'Figures of speech and metres.',
      topics: ['ഉപമ, ഉൽപ്രേക്ഷ, രൂപകം', 'ഭാഷാവൃത്തങ്ങൾ: കാകളി, കേക, മഞ്ജരി, നതോന്നത'],
    },
    {
      title: 'പരിഭാഷയും സാഹിത്യവും',
      description: 'Translation and Malayalam literature.',
      topics: [
        'English–Malayalam പരിഭാഷ',
        'എഴുത്തുകാരും കൃതികളും',
        'തൂലികാനാമങ്ങൾ',
        'ജ്ഞാനപീഠം നേടിയ മലയാളികൾ',
      ],
    },
  ],
};
