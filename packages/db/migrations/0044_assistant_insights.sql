-- GRIOT IA insights (issue 28): filled by the assistant-insights work. Nothing yet.
SELECT 1;
