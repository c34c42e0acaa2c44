import type { DemoExam } from './types';

export const scienceDiagrams1: DemoExam = {
  slug: 'science-diagrams-1',
  courseSlug: 'kpsc-plus2-prelims',
  title: 'General Science with Diagrams',
  instructions:
    '<p>This test has <b>15 questions</b> on general science. Several questions are based on a diagram — study the diagram carefully before answering.</p>' +
    '<p>Time allowed: <b>15 minutes</b>. Each correct answer earns 1 mark; 1/3 mark is deducted for each wrong answer; unanswered questions get 0.</p>' +
    '<p>Calculators are not allowed.</p>',
  instructionsMl:
    '<p>പൊതുശാസ്ത്രത്തിൽ നിന്ന് <b>15 ചോദ്യങ്ങൾ</b>. പല ചോദ്യങ്ങളും ചിത്രങ്ങളെ അടിസ്ഥാനമാക്കിയാണ് — ഉത്തരം നൽകുന്നതിനു മുമ്പ് ചിത്രം ശ്രദ്ധയോടെ നോക്കുക.</p>' +
    '<p>സമയം: <b>15 മിനിറ്റ്</b>. ഓരോ ശരിയുത്തരത്തിനും 1 മാർക്ക്. നെഗറ്റീവ് മാർക്ക്: ഓരോ തെറ്റുത്തരത്തിനും 1/3 മാർക്ക് കുറയ്ക്കും. ഉത്തരം നൽകാത്ത ചോദ്യങ്ങൾക്ക് 0 മാർക്ക്.</p>' +
    '<p>കാൽക്കുലേറ്റർ ഉപയോഗിക്കാൻ പാടില്ല.</p>',
  durationMinutes: 15,
  marksPerQuestion: 1,
  negativeMarks: 1 / 3,
  sections: [
    {
      title: 'General Science',
      questions: [
        {
          stem: {
            en: '<p>The diagram shows a schematic front view of the human heart, drawn as seen when facing the person.</p><p><img src="/media/questions/heart-chambers.svg" alt="Schematic front view of the human heart with its four chambers marked by letters: P upper chamber on the viewer’s left, Q upper chamber on the viewer’s right, R lower chamber on the viewer’s left, S lower chamber on the viewer’s right with the thickest wall"></p><p>Which chamber is marked <b>S</b>?</p>',
          },
          options: [
            { en: 'Right atrium' },
            { en: 'Left atrium' },
            { en: 'Right ventricle' },
            { en: 'Left ventricle' },
          ],
          answer: 3,
          explanation: {
            en: 'In a front view the heart’s left side appears on the viewer’s right. S is the lower chamber on that side — the left ventricle, which has the thickest wall because it pumps blood to the whole body through the aorta.',
          },
          topic: 'Biology — Human Heart',
          image: 'heart-chambers.svg',
        },
        {
          stem: {
            en: '<p><img src="/media/questions/circuit-resistors.svg" alt="Circuit diagram: a battery connected to a 3 ohm resistor in series with two 6 ohm resistors that are connected in parallel with each other"></p><p>What is the equivalent resistance of the combination of resistors connected to the battery?</p>',
          },
          options: [{ en: '3 Ω' }, { en: '6 Ω' }, { en: '9 Ω' }, { en: '15 Ω' }],
          answer: 1,
          explanation: {
            en: 'The two 6 Ω resistors in parallel give 6 × 6 / (6 + 6) = 3 Ω. This is in series with the 3 Ω resistor, so the total is 3 + 3 = 6 Ω.',
          },
          topic: 'Physics — Electricity',
          image: 'circuit-resistors.svg',
        },
        {
          stem: {
            en: '<p><img src="/media/questions/right-triangle.svg" alt="Right-angled triangle ABC with the right angle at B; side AB is 9 cm, side BC is 12 cm and the hypotenuse AC is marked x"></p><p>In the right-angled triangle ABC shown, what is the length of the hypotenuse AC, marked <i>x</i>?</p>',
          },
          options: [{ en: '10.5 cm' }, { en: '13 cm' }, { en: '15 cm' }, { en: '21 cm' }],
          answer: 2,
          explanation: {
            en: 'By Pythagoras’ theorem, AC<sup>2</sup> = AB<sup>2</sup> + BC<sup>2</sup> = 9<sup>2</sup> + 12<sup>2</sup> = 81 + 144 = 225, so AC = √225 = 15 cm.',
          },
          topic: 'Mathematics — Geometry',
          image: 'right-triangle.svg',
        },
        {
          stem: {
            en: '<p><img src="/media/questions/convex-lens-object.svg" alt="An upright object stands on the principal axis at the point 2F1 in front of a convex lens; the points F1 and 2F1 are marked on the object’s side and F2 and 2F2 on the other side of the lens"></p><p>An object is placed at 2F<sub>1</sub> in front of a convex lens, as shown. What are the nature and position of the image?</p>',
          },
          options: [
            { en: 'Real, inverted, same size, at 2F<sub>2</sub>' },
            { en: 'Real, inverted, diminished, between F<sub>2</sub> and 2F<sub>2</sub>' },
            { en: 'Real, inverted, magnified, beyond 2F<sub>2</sub>' },
            { en: 'Virtual, erect, magnified, on the same side as the object' },
          ],
          answer: 0,
          explanation: {
            en: 'For a convex lens, an object at 2F<sub>1</sub> forms a real, inverted image of the same size at 2F<sub>2</sub> on the other side of the lens.',
          },
          topic: 'Physics — Light',
          image: 'convex-lens-object.svg',
        },
        {
          stem: {
            en: '<p>The bar chart shows the subject chosen by each student in a group. Every student chose exactly one subject.</p><p><img src="/media/questions/bar-chart-subjects.svg" alt="Bar chart of the subject chosen by each student: Physics 30 students, Chemistry 40 students, Biology 60 students, Mathematics 70 students"></p><p>What percentage of the students chose Biology?</p>',
          },
          options: [{ en: '15%' }, { en: '20%' }, { en: '25%' }, { en: '30%' }],
          answer: 3,
          explanation: {
            en: 'Total students = 30 + 40 + 60 + 70 = 200. Biology = 60/200 × 100 = 30%.',
          },
          topic: 'Data Interpretation',
          image: 'bar-chart-subjects.svg',
        },
        {
          stem: {
            en: '<p><img src="/media/questions/lever-balance.svg" alt="A lever resting on a fulcrum: a load of 300 N is 0.5 m to the left of the fulcrum and an unknown downward effort E acts 1.5 m to the right of the fulcrum"></p><p>The lever shown is balanced. Ignoring the weight of the lever, what is the effort E?</p>',
          },
          options: [{ en: '50 N' }, { en: '100 N' }, { en: '150 N' }, { en: '900 N' }],
          answer: 1,
          explanation: {
            en: 'By the principle of moments, load × load arm = effort × effort arm: 300 × 0.5 = E × 1.5, so E = 150 ÷ 1.5 = 100 N.',
          },
          topic: 'Physics — Simple Machines',
          image: 'lever-balance.svg',
        },
        {
          stem: {
            en: '<p><img src="/media/questions/atom-shells.svg" alt="Shell diagram of an atom: a nucleus surrounded by three shells holding 2, 8 and 1 electrons, from the innermost shell outwards"></p><p>The diagram shows the arrangement of electrons in a neutral atom. Which element is it?</p>',
          },
          options: [{ en: 'Neon' }, { en: 'Sodium' }, { en: 'Magnesium' }, { en: 'Potassium' }],
          answer: 1,
          explanation: {
            en: 'The atom has 2 + 8 + 1 = 11 electrons. A neutral atom has as many electrons as protons, so its atomic number is 11: sodium. (Neon is 2, 8; magnesium 2, 8, 2; potassium 2, 8, 8, 1.)',
          },
          topic: 'Chemistry — Atomic Structure',
          image: 'atom-shells.svg',
        },
        {
          stem: { en: 'Which physical quantity is measured in joules?' },
          options: [{ en: 'Power' }, { en: 'Force' }, { en: 'Energy' }, { en: 'Pressure' }],
          answer: 2,
          explanation: {
            en: 'The joule is the SI unit of work and energy. Power is measured in watts, force in newtons and pressure in pascals.',
          },
          topic: 'Physics — Units',
        },
        {
          stem: { en: 'The acceleration due to gravity near the Earth’s surface is about' },
          options: [
            { en: '1.6 m/s<sup>2</sup>' },
            { en: '9.8 m/s<sup>2</sup>' },
            { en: '98 m/s<sup>2</sup>' },
            { en: '0.98 m/s<sup>2</sup>' },
          ],
          answer: 1,
          explanation: {
            en: 'Near the Earth’s surface g is about 9.8 m/s<sup>2</sup>. About 1.6 m/s<sup>2</sup> is the value on the Moon.',
          },
          topic: 'Physics — Gravitation',
        },
        {
          stem: { en: 'Which gas turns lime water milky?' },
          options: [
            { en: 'Oxygen' },
            { en: 'Hydrogen' },
            { en: 'Carbon dioxide' },
            { en: 'Nitrogen' },
          ],
          answer: 2,
          explanation: {
            en: 'Carbon dioxide reacts with lime water (calcium hydroxide) to form insoluble calcium carbonate: Ca(OH)<sub>2</sub> + CO<sub>2</sub> → CaCO<sub>3</sub> + H<sub>2</sub>O.',
          },
          topic: 'Chemistry',
        },
        {
          stem: { en: 'In which cell organelle does photosynthesis take place?' },
          options: [
            { en: 'Mitochondrion' },
            { en: 'Ribosome' },
            { en: 'Vacuole' },
            { en: 'Chloroplast' },
          ],
          answer: 3,
          explanation: {
            en: 'Chloroplasts contain chlorophyll, which traps light energy for photosynthesis.',
          },
          topic: 'Biology — Cell',
        },
        {
          stem: { en: 'Who proposed the double-helix model of DNA in 1953?' },
          options: [
            { en: 'James Watson and Francis Crick' },
            { en: 'Gregor Mendel' },
            { en: 'Charles Darwin and Alfred Wallace' },
            { en: 'Robert Hooke' },
          ],
          answer: 0,
          explanation: {
            en: 'James Watson and Francis Crick proposed the double-helix structure of DNA in 1953, drawing on X-ray diffraction work that included Rosalind Franklin’s.',
          },
          topic: 'Biology — Genetics',
        },
        {
          stem: { en: 'Which is the most electronegative element?' },
          options: [{ en: 'Fluorine' }, { en: 'Oxygen' }, { en: 'Chlorine' }, { en: 'Nitrogen' }],
          answer: 0,
          explanation: {
            en: 'Fluorine is the most electronegative element, with a value of about 4.0 on the Pauling scale; oxygen comes next.',
          },
          topic: 'Chemistry — Periodic Table',
        },
        {
          stem: { en: 'Which colour of visible light has the longest wavelength?' },
          options: [{ en: 'Violet' }, { en: 'Blue' }, { en: 'Green' }, { en: 'Red' }],
          answer: 3,
          explanation: {
            en: 'In the visible spectrum, red light has the longest wavelength and violet the shortest.',
          },
          topic: 'Physics — Light',
        },
        {
          stem: { en: 'How many chromosomes are there in a normal human body (somatic) cell?' },
          options: [{ en: '23' }, { en: '44' }, { en: '46' }, { en: '48' }],
          answer: 2,
          explanation: {
            en: 'A normal human somatic cell has 46 chromosomes in 23 pairs; gametes (egg and sperm) have 23.',
          },
          topic: 'Biology — Genetics',
        },
      ],
    },
  ],
};
