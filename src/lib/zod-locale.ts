import { z } from "zod";
import { ptBR } from "zod/locales";

// Default zod messages in Brazilian Portuguese; schemas still give their own where the wording matters.
z.config(ptBR());
