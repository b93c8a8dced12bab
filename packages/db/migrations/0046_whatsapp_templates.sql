-- Filled by the part of issue 24 it names.
SELECT 1;
