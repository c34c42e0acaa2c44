import type { DemoCourse } from '../types';

export const kpscLdcComplete: DemoCourse = {
  slug: 'kpsc-ldc-complete',
  name: 'LDC Complete Course — എൽ.ഡി.സി സമ്പൂർണ്ണ പരിശീലനം',
  aliases: ['lower division clerk', 'clerk'],
  category: 'kerala-psc',
  level: '10th-level',
  language: 'Malayalam & English',
  image: 'kpsc-ldc-complete.svg',
  description:
    'Everything the Lower Division Clerk examination asks, from Kerala and Indian general knowledge to arithmetic, English and Malayalam, taught in Malayalam with English terms and practised on the PSC pattern (1 mark per question, 1/3 negative).',
  highlights: [
    'Full LDC main-exam syllabus in ten units',
    'Recorded classes in Malayalam with English terms',
    'Topic-wise mock tests on the PSC pattern',
    'Monthly current affairs for Kerala and India',
  ],
  units: [
    {
      title: 'Indian History and the National Movement',
      description: 'Ancient, medieval and modern India up to Independence.',
      topics: [
        'Indus Valley Civilisation and the Vedic age',
        'Mauryas, Guptas and the Delhi Sultanate',
        'The Mughal Empire',
        'Revolt of 1857',
        'Indian National Congress and the moderates and extremists',
        'Gandhian movements: Non-cooperation, Civil Disobedience, Quit India',
      ],
    },
    {
      title: 'Geography of India and Kerala',
      description: 'Physical features, rivers, climate and resources.',
      topics: [
        'Physiographic divisions of India',
        'Himalayan and peninsular rivers',
        'Monsoon and climate',
        'Kerala: districts, rivers, lakes and backwaters',
        'Western Ghats, passes and national parks of Kerala',
      ],
    },
    {
      title: 'Indian Constitution and Civics',
      description: 'How India is governed, and the citizen’s rights and duties.',
      topics: [
        'Preamble and salient features',
        'Fundamental Rights and Directive Principles',
        'Fundamental Duties',
        'Parliament, President and Prime Minister',
        'Panchayati Raj and the 73rd and 74th Amendments',
        'Right to Information Act 2005',
      ],
    },
    {
      title: 'Kerala Renaissance',
      description: 'Social reformers and movements that reshaped Kerala.',
      topics: [
        'Sree Narayana Guru and the SNDP Yogam',
        'Chattampi Swamikal and Ayyankali',
        'Vaikom and Guruvayur Satyagrahas',
        'Temple Entry Proclamation',
        'Malayali Memorial and Ezhava Memorial',
      ],
    },
    {
      title: 'General Science',
      description: 'Physics, chemistry and biology at the 10th-standard level.',
      topics: [
        'Motion, force, work and energy',
        'Light, sound and electricity',
        'Elements, compounds, acids and bases',
        'Human body systems and nutrition',
        'Diseases, vaccines and public health',
      ],
    },
    {
      title: 'Economics and Kerala Model',
      description: 'Basic economics with a focus on India and Kerala.',
      topics: [
        'Five-Year Plans and NITI Aayog',
        'Reserve Bank of India and banking',
        'Kerala model of development',
        'Poverty-alleviation and welfare schemes',
      ],
    },
    {
      title: 'Simple Arithmetic and Mental Ability',
      description: 'Speed methods for the arithmetic and reasoning section.',
      topics: [
        'Numbers, fractions and decimals',
        'Percentage, ratio and proportion',
        'Simple and compound interest',
        'Time and work, time and distance',
        'Series, analogy, coding and decoding',
        'Clocks and calendars',
      ],
    },
    {
      title: 'General English',
      description: 'Grammar and vocabulary as asked in PSC papers.',
      topics: [
        'Articles, prepositions and tenses',
        'Subject–verb agreement',
        'Active and passive voice; direct and indirect speech',
        'Synonyms, antonyms and one-word substitutes',
        'Idioms and phrasal verbs',
      ],
    },
    {
      title: 'Regional Language — Malayalam',
      description: 'പദശുദ്ധി, വാക്യശുദ്ധി, പര്യായം, വിപരീതം, ശൈലികൾ.',
      topics: [
        'പദശുദ്ധിയും വാക്യശുദ്ധിയും',
        'പര്യായപദങ്ങൾ, വിപരീതപദങ്ങൾ',
        'ശൈലികളും പഴഞ്ചൊല്ലുകളും',
        'പരിഭാഷ (English to Malayalam)',
      ],
    },
    {
      title: 'Current Affairs',
      description: 'Events of the last twelve months, Kerala and national.',
      topics: [
        'Kerala government schemes and awards',
        'National news, appointments and reports',
        'Sports events and winners',
        'Science and space missions',
      ],
    },
  ],
};
