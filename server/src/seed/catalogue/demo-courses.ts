// The 15 demo courses, one file each; other seeders refer to them by slug.
import type { DemoCourse } from './types';
import { kpscLdcComplete } from './courses/kpsc-ldc-complete';
import { kpscLgsFoundation } from './courses/kpsc-lgs-foundation';
import { kpscKeralaRenaissance } from './courses/kpsc-kerala-renaissance';
import { kpscVfaCrash } from './courses/kpsc-vfa-crash';
import { kpscPlus2Prelims } from './courses/kpsc-plus2-prelims';
import { kpscDegreePrelims } from './courses/kpsc-degree-prelims';
import { kpscMalayalamGrammar } from './courses/kpsc-malayalam-grammar';
import { kpscKasFoundation } from './courses/kpsc-kas-foundation';
import { upscGsPrelims } from './courses/upsc-gs-prelims';
import { upscCsat } from './courses/upsc-csat';
import { upscIndianPolity } from './courses/upsc-indian-polity';
import { upscNcertFoundation } from './courses/upsc-ncert-foundation';
import { sscCglQuant } from './courses/ssc-cgl-quant';
import { sscChslComplete } from './courses/ssc-chsl-complete';
import { sscMtsGk } from './courses/ssc-mts-gk';

export const DEMO_COURSES: DemoCourse[] = [
  kpscLdcComplete,
  kpscLgsFoundation,
  kpscKeralaRenaissance,
  kpscVfaCrash,
  kpscPlus2Prelims,
  kpscDegreePrelims,
  kpscMalayalamGrammar,
  kpscKasFoundation,
  upscGsPrelims,
  upscCsat,
  upscIndianPolity,
  upscNcertFoundation,
  sscCglQuant,
  sscChslComplete,
  sscMtsGk,
];
