import { useQuery } from '@tanstack/react-query';
import { materialStaffUrl } from '@pariksha/contracts/material-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** A document as the console lists it. */
export type StaffMaterial = {
  id: number;
  title: string;
  updatedAt: string;
  pages: number;
  sizeBytes: number;
  used: number;
};

/** A course's documents, published or not. */
export const staffMaterialsQueryOptions = (courseId: number) =>
  freshGet<StaffMaterial[]>(
    staffKey('material', 'course', courseId),
    materialStaffUrl.materials(courseId),
  );

export const useStaffMaterials = (courseId: number) =>
  useQuery(staffMaterialsQueryOptions(courseId));
