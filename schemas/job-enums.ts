/** The job offer enumerations of spec section 9, shared by schemas, queries, filters and labels. */
export const seniorities = ['junior', 'medior', 'senior'] as const;
export const workloads = ['full-time', 'part-time'] as const;
export const workingModes = ['full-remote', 'onsite', 'hybrid'] as const;
export const employmentTypes = ['freelance', 'internship', 'employment-contract'] as const;
/** The driving licence an offer requires: none, or the group of the vehicle the work is driven in (car, truck, bus, tractor). */
export const drivingLicences = ['none', 'B', 'C', 'D', 'T'] as const;
/** The currencies an offer's salary may be stated in; the site settings hold CZK rates for the others. */
export const salaryCurrencies = ['CZK', 'EUR', 'USD'] as const;

export type Seniority = (typeof seniorities)[number];
export type Workload = (typeof workloads)[number];
export type WorkingMode = (typeof workingModes)[number];
export type EmploymentType = (typeof employmentTypes)[number];
export type DrivingLicence = (typeof drivingLicences)[number];
export type SalaryCurrency = (typeof salaryCurrencies)[number];
