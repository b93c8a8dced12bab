/** GRIOT IA's own words on the test console, in French (the source). */
export default {
  /** The target named when GRIOT IA hands the visitor to a person. */
  humanAgent: 'Agent humain',
} as const;
