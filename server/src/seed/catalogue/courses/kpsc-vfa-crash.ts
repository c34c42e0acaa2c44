import type { DemoCourse } from '../types';

export const kpscVfaCrash: DemoCourse = {
  slug: 'kpsc-vfa-crash',
  name: 'Village Field Assistant Crash Course',
  aliases: ['vfa'],
  category: 'kerala-psc',
  level: '10th-level',
  language: 'Malayalam',
  image: 'kpsc-vfa-crash.svg',
  description:
    'A six-week crash course for the Village Field Assistant examination: high-yield general knowledge, science and arithmetic, with a daily mock test and a revision plan for the last month.',
  descriptionMl:
    'വില്ലേജ് ഫീൽഡ് അസിസ്റ്റന്റ് (വി.എഫ്.എ) പരീക്ഷയ്ക്കുള്ള ആറാഴ്ചത്തെ ക്രാഷ് കോഴ്സ്: ആവർത്തിച്ചു ചോദിക്കുന്ന പൊതുവിജ്ഞാനം, ശാസ്ത്രം, ഗണിതം എന്നിവ; ദിവസവും ഒരു മാതൃകാ പരീക്ഷയും അവസാന മാസത്തേക്ക് പ്രത്യേക റിവിഷൻ പ്ലാനും.',
  highlights: [
    'Six-week study plan with daily targets',
    'High-yield facts only, revised by repetition',
    'A daily 20-question mock test',
    'Last-month revision sprint',
  ],
  highlightsMl: [
    'ദിവസേനയുള്ള ലക്ഷ്യങ്ങളോടെ ആറാഴ്ചത്തെ പഠനപദ്ധതി',
    'മാർക്ക് ഉറപ്പാക്കുന്ന വസ്തുതകൾ മാത്രം, ആവർത്തിച്ചുള്ള റിവിഷനിലൂടെ',
    'ദിവസവും 20 ചോദ്യങ്ങളുള്ള മാതൃകാ പരീക്ഷ',
    'അവസാന മാസത്തെ തീവ്ര റിവിഷൻ',
  ],
  units: [
    {
      title: 'Kerala Geography Essentials',
      description: 'Rivers, hills and districts of Kerala.',
      topics: [
        '44 rivers: longest, west- and east-flowing',
        'Lakes, backwaters and estuaries',
        'Hill stations and wildlife sanctuaries',
        'Districts: area, population and firsts',
      ],
      titleMl: 'കേരള ഭൂമിശാസ്ത്രം: അവശ്യപാഠങ്ങൾ',
      descriptionMl: 'കേരളത്തിലെ നദികൾ, മലനിരകൾ, ജില്ലകൾ.',
      topicsMl: [
        '44 നദികൾ: ഏറ്റവും നീളം കൂടിയവ, പടിഞ്ഞാറോട്ടും കിഴക്കോട്ടും ഒഴുകുന്നവ',
        'തടാകങ്ങൾ, കായലുകൾ, അഴിമുഖങ്ങൾ',
        'സുഖവാസ കേന്ദ്രങ്ങളും വന്യജീവി സങ്കേതങ്ങളും',
        'ജില്ലകൾ: വിസ്തീർണ്ണം, ജനസംഖ്യ, ആദ്യനേട്ടങ്ങൾ',
      ],
    },
    {
      title: 'History of India and Kerala',
      description: 'The most-asked events and personalities.',
      topics: [
        'Freedom struggle: key events and leaders',
        'Kerala kingdoms and colonial powers',
        'Renaissance leaders',
        'Post-independence Kerala',
      ],
      titleMl: 'ഇന്ത്യാചരിത്രവും കേരളചരിത്രവും',
      descriptionMl: 'ഏറ്റവും കൂടുതൽ ചോദിക്കുന്ന സംഭവങ്ങളും വ്യക്തികളും.',
      topicsMl: [
        'സ്വാതന്ത്ര്യസമരം: പ്രധാന സംഭവങ്ങളും നേതാക്കളും',
        'കേരളത്തിലെ നാട്ടുരാജ്യങ്ങളും കൊളോണിയൽ ശക്തികളും',
        'നവോത്ഥാന നായകർ',
        'സ്വാതന്ത്ര്യാനന്തര കേരളം',
      ],
    },
    {
      title: 'Local Self-Government',
      description: 'Panchayati Raj and the institutions a village sees.',
      topics: [
        '73rd and 74th Constitutional Amendments',
        'Kerala Panchayat Raj Act 1994',
        'People’s Plan Campaign',
        'Gram Sabha and its powers',
      ],
      titleMl: 'തദ്ദേശ സ്വയംഭരണം',
      descriptionMl: 'പഞ്ചായത്തീരാജും ഒരു വില്ലേജിൽ നേരിട്ട് കാണുന്ന സ്ഥാപനങ്ങളും.',
      topicsMl: [
        '73, 74 ഭരണഘടനാ ഭേദഗതികൾ',
        'കേരള പഞ്ചായത്ത് രാജ് ആക്ട് 1994',
        'ജനകീയാസൂത്രണ പ്രസ്ഥാനം',
        'ഗ്രാമസഭയും അതിന്റെ അധികാരങ്ങളും',
      ],
    },
    {
      title: 'Science Quick Revision',
      description: 'Physics, chemistry and biology in one-line facts.',
      topics: [
        'Scientific instruments and inventors',
        'Chemistry in daily life',
        'Human body',
        'Plants and agriculture of Kerala',
      ],
      titleMl: 'ശാസ്ത്രം: ദ്രുത റിവിഷൻ',
      descriptionMl: 'ഭൗതികശാസ്ത്രം, രസതന്ത്രം, ജീവശാസ്ത്രം — ഒറ്റവരി വസ്തുതകളായി.',
      topicsMl: [
        'ശാസ്ത്രീയ ഉപകരണങ്ങളും കണ്ടുപിടിത്തക്കാരും',
        'നിത്യജീവിതത്തിലെ രസതന്ത്രം',
        'മനുഷ്യശരീരം',
        'കേരളത്തിലെ സസ്യങ്ങളും കൃഷിയും',
      ],
    },
    {
      title: 'Arithmetic Shortcuts',
      description: 'Fast methods for the arithmetic section.',
      topics: [
        'Percentage and profit and loss',
        'Ratio and ages',
        'Time, speed and distance',
        'Area and perimeter',
      ],
      titleMl: 'ഗണിതം: എളുപ്പവഴികൾ',
      descriptionMl: 'ഗണിത ഭാഗം വേഗത്തിൽ ചെയ്തുതീർക്കാനുള്ള രീതികൾ.',
      topicsMl: ['ശതമാനം, ലാഭവും നഷ്ടവും', 'അംശബന്ധവും വയസ്സും', 'സമയം, വേഗം, ദൂരം', 'വിസ്തീർണ്ണവും ചുറ്റളവും'],
    },
    {
      title: 'Reasoning Drills',
      description: 'Timed practice for mental ability.',
      topics: ['Series', 'Coding and decoding', 'Blood relations', 'Calendars and clocks'],
      titleMl: 'മാനസികശേഷി: തുടർപരിശീലനം',
      descriptionMl: 'സമയം നിശ്ചയിച്ചുള്ള മാനസികശേഷി പരിശീലനം.',
      topicsMl: ['ശ്രേണികൾ', 'കോഡിങ്ങും ഡീകോഡിങ്ങും', 'രക്തബന്ധങ്ങൾ', 'കലണ്ടറും ക്ലോക്കും'],
    },
    {
      title: 'Current Affairs Sprint',
      description: 'The last six months in revision lists.',
      topics: [
        'Kerala schemes and missions',
        'National events and appointments',
        'Awards and sports',
      ],
      titleMl: 'ആനുകാലികം: അവസാനഘട്ട റിവിഷൻ',
      descriptionMl: 'കഴിഞ്ഞ ആറുമാസത്തെ സംഭവങ്ങൾ റിവിഷൻ പട്ടികകളായി.',
      topicsMl: ['കേരളത്തിലെ പദ്ധതികളും മിഷനുകളും', 'ദേശീയ സംഭവങ്ങളും നിയമനങ്ങളും', 'പുരസ്കാരങ്ങളും കായികരംഗവും'],
    },
  ],
};
