/** The id of the job detail's application section, where every Apply button leads. */
export const APPLY_SECTION_ID = 'apply';
