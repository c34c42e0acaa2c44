import type { DemoCourse } from '../types';

export const kpscKeralaRenaissance: DemoCourse = {
  slug: 'kpsc-kerala-renaissance',
  name: 'Kerala Renaissance — കേരള നവോത്ഥാനം',
  category: 'kerala-psc',
  level: '10th-level',
  language: 'Malayalam',
  image: 'kpsc-kerala-renaissance.svg',
  description:
    'A focused course on the Kerala Renaissance, a section every Kerala PSC paper asks about: the reformers, their organisations and writings, the agitations for temple entry and civil rights, and Kerala’s part in the freedom struggle.',
  highlights: [
    'Every major reformer with their organisations and works',
    'Timeline of agitations from the Channar revolt to Aikya Kerala',
    'Memory charts of years, places and slogans',
    'Renaissance-only mock tests',
  ],
  units: [
    {
      title: 'Kerala Society in the 19th Century',
      description: 'The caste order and the conditions reformers challenged.',
      topics: [
        'Caste hierarchy and untouchability',
        'Restrictions on dress, roads and temples',
        'Missionary activity and modern education',
        'Ayya Vaikundar and Samathwa Samajam',
      ],
    },
    {
      title: 'Sree Narayana Guru and the SNDP Movement',
      description: '“One caste, one religion, one God for man.”',
      topics: [
        'Aruvippuram consecration (1888)',
        'SNDP Yogam (1903)',
        'Kumaranasan and Dr. Palpu',
        'Sahodaran Ayyappan and Misrabhojanam (1917)',
      ],
    },
    {
      title: 'Chattampi Swamikal, Ayyankali and Poikayil Appachan',
      description: 'Reformers who fought for the rights of the oppressed.',
      topics: [
        'Chattampi Swamikal: Vedadhikara Niroopanam',
        'Ayyankali: Villuvandi Samaram (1893)',
        'Sadhu Jana Paripalana Sangham (1907)',
        'Poikayil Yohannan and Prathyaksha Raksha Daiva Sabha',
        'Pandit Karuppan and Jathikummi',
      ],
    },
    {
      title: 'Community Reform Movements',
      description: 'Reform within communities and the press.',
      topics: [
        'Mannathu Padmanabhan and the NSS (1914)',
        'V. T. Bhattathiripad and Yogakshema Sabha',
        'Vakkom Moulavi and Swadeshabhimani',
        'Swadeshabhimani Ramakrishna Pillai',
        'Brahmananda Swami Sivayogi',
      ],
    },
    {
      title: 'Agitations for Civil Rights',
      description: 'Memorials and satyagrahas, with their years.',
      topics: [
        'Channar (upper cloth) revolt',
        'Malayali Memorial (1891) and Ezhava Memorial (1896)',
        'Vaikom Satyagraha (1924–25)',
        'Guruvayur Satyagraha (1931–32)',
        'Temple Entry Proclamation (1936)',
        'Nivarthana agitation',
      ],
    },
    {
      title: 'Women in the Renaissance',
      description: 'Women who led reform and public life.',
      topics: [
        'Akkamma Cherian',
        'Arya Pallam and Parvathy Nenmenimangalam',
        'Anna Chandy',
        'Changes in women’s education and dress',
      ],
    },
    {
      title: 'Kerala in the Freedom Struggle',
      description: 'Revolts against colonial rule and the road to Aikya Kerala.',
      topics: [
        'Attingal revolt (1721)',
        'Pazhassi revolts and the Kurichiya revolt (1812)',
        'Velu Thampi Dalawa and the Kundara Proclamation (1809)',
        'Malabar rebellion (1921)',
        'Kayyur and Punnapra–Vayalar',
        'Aikya Kerala movement',
      ],
    },
  ],
};
