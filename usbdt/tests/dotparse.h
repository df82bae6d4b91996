/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A parser for the part of Graphviz's DOT language that usbdt match --dot
 * writes, so that tests check the graph (its nodes, edges and their
 * attributes), not the text: digraph and subgraph blocks, default
 * attribute statements (graph, node, edge), node statements and edge
 * chains with attribute lists, ID = ID, quoted strings with escapes,
 * comments (//, / * * /, # lines). Anything else fails the test.
 */
#ifndef DOTPARSE_H
#define DOTPARSE_H

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define DOT_MAX_ATTRS 16

struct dot_item {
	char *id, *to;			/* a node: id; an edge: id -> to */
	int nattr;
	char *key[DOT_MAX_ATTRS], *val[DOT_MAX_ATTRS];
};

struct dot_graph {
	struct dot_item *nodes, *edges;
	int nnodes, nedges;
};

struct dot_lex {
	const char *p;
	char *tok;		/* the current token (unquoted text of a string) */
	bool str;		/* it was a quoted string or an ID */
	bool quoted;		/* it was a quoted string */
};

static void dot_next(struct dot_lex *l)
{
	const char *p = l->p, *s;
	size_t n = 0;

	free(l->tok);
	l->tok = NULL;
	for (;;) {
		while (isspace((unsigned char)*p))
			p++;
		if (p[0] == '/' && p[1] == '/')
			p += strcspn(p, "\n");
		else if (p[0] == '#' && (p == l->p || p[-1] == '\n'))
			p += strcspn(p, "\n");
		else if (p[0] == '/' && p[1] == '*')
			p = strstr(p, "*/") ? strstr(p, "*/") + 2 : p + strlen(p);
		else
			break;
	}
	l->str = l->quoted = false;
	if (!*p) {
		l->p = p;
		return;		/* end: tok NULL */
	}
	if (*p == '"') {
		l->tok = malloc(strlen(p));
		assert_non_null(l->tok);
		for (s = p + 1; *s && *s != '"'; s++) {
			if (*s == '\\' && s[1] == '"')
				s++;
			else if (*s == '\\' && s[1] == '\\')
				s++;
			l->tok[n++] = *s;
		}
		assert_true(*s == '"');
		l->tok[n] = '\0';
		l->str = l->quoted = true;
		l->p = s + 1;
		return;
	}
	if (p[0] == '-' && p[1] == '>') {
		l->tok = strdup("->");
		l->p = p + 2;
		return;
	}
	if (strchr("{}[]=;,", *p)) {
		l->tok = strndup(p, 1);
		l->p = p + 1;
		return;
	}
	for (s = p; isalnum((unsigned char)*s) || *s == '_' || *s == '.'; s++)
		;
	if (s == p)
		fail_msg("dot: unexpected character '%c'", *p);
	l->tok = strndup(p, (size_t)(s - p));
	l->str = true;
	l->p = s;
}

static bool dot_is(const struct dot_lex *l, const char *t)
{
	return l->tok && !l->quoted && !strcmp(l->tok, t);
}

static void dot_expect(struct dot_lex *l, const char *t)
{
	if (!dot_is(l, t))
		fail_msg("dot: expected '%s', got '%s'", t, l->tok ? l->tok : "(end)");
	dot_next(l);
}

static void dot_attrs(struct dot_lex *l, struct dot_item *it)
{
	while (dot_is(l, "[")) {
		dot_next(l);
		while (!dot_is(l, "]")) {
			assert_true(l->tok && l->str);
			assert_true(it->nattr < DOT_MAX_ATTRS);
			it->key[it->nattr] = strdup(l->tok);
			dot_next(l);
			dot_expect(l, "=");
			assert_true(l->tok && l->str);
			it->val[it->nattr++] = strdup(l->tok);
			dot_next(l);
			if (dot_is(l, ",") || dot_is(l, ";"))
				dot_next(l);
		}
		dot_next(l);
	}
}

static struct dot_item *dot_add(struct dot_item **a, int *n)
{
	*a = realloc(*a, sizeof(**a) * (size_t)(*n + 1));
	assert_non_null(*a);
	memset(&(*a)[*n], 0, sizeof(**a));
	return &(*a)[(*n)++];
}

static void dot_free_item(struct dot_item *it)
{
	int i;

	for (i = 0; i < it->nattr; i++) {
		free(it->key[i]);
		free(it->val[i]);
	}
	free(it->id);
	free(it->to);
}

static void dot_stmts(struct dot_lex *l, struct dot_graph *g)
{
	struct dot_item tmp, *it;
	char *id;

	dot_expect(l, "{");
	while (!dot_is(l, "}")) {
		assert_non_null(l->tok);
		if (dot_is(l, ";")) {
			dot_next(l);
		} else if (dot_is(l, "graph") || dot_is(l, "node") || dot_is(l, "edge")) {
			dot_next(l);
			memset(&tmp, 0, sizeof(tmp));
			dot_attrs(l, &tmp);	/* defaults: not kept */
			dot_free_item(&tmp);
		} else if (dot_is(l, "subgraph")) {
			dot_next(l);
			if (l->str)
				dot_next(l);
			dot_stmts(l, g);
		} else {
			assert_true(l->str);
			id = strdup(l->tok);
			dot_next(l);
			if (dot_is(l, "=")) {		/* graph attribute */
				dot_next(l);
				dot_next(l);
				free(id);
			} else if (dot_is(l, "->")) {
				memset(&tmp, 0, sizeof(tmp));
				tmp.id = id;
				while (dot_is(l, "->")) {
					dot_next(l);
					assert_true(l->tok && l->str);
					it = dot_add(&g->edges, &g->nedges);
					it->id = strdup(tmp.id);
					it->to = strdup(l->tok);
					free(tmp.id);
					tmp.id = strdup(l->tok);
					dot_next(l);
				}
				free(tmp.id);
				/* the attributes apply to the chain's edges: one here */
				dot_attrs(l, &g->edges[g->nedges - 1]);
			} else {
				it = dot_add(&g->nodes, &g->nnodes);
				it->id = id;
				dot_attrs(l, it);
			}
		}
	}
	dot_next(l);
}

static void dot_parse(const char *text, struct dot_graph *g)
{
	struct dot_lex l = { text, NULL, false, false };

	memset(g, 0, sizeof(*g));
	dot_next(&l);
	if (dot_is(&l, "strict"))
		dot_next(&l);
	dot_expect(&l, "digraph");
	if (l.str)
		dot_next(&l);
	dot_stmts(&l, g);
	assert_null(l.tok);	/* nothing after the graph */
}

static void dot_free(struct dot_graph *g)
{
	int i;

	for (i = 0; i < g->nnodes; i++)
		dot_free_item(&g->nodes[i]);
	for (i = 0; i < g->nedges; i++)
		dot_free_item(&g->edges[i]);
	free(g->nodes);
	free(g->edges);
}

static const char *dot_attr(const struct dot_item *it, const char *key)
{
	int i;

	for (i = 0; it && i < it->nattr; i++)
		if (!strcmp(it->key[i], key))
			return it->val[i];
	return NULL;
}

static const struct dot_item *dot_node(const struct dot_graph *g, const char *id)
{
	int i;

	for (i = 0; i < g->nnodes; i++)
		if (!strcmp(g->nodes[i].id, id))
			return &g->nodes[i];
	return NULL;
}

static const struct dot_item *dot_edge(const struct dot_graph *g, const char *from,
				       const char *to)
{
	int i;

	for (i = 0; i < g->nedges; i++)
		if (!strcmp(g->edges[i].id, from) && !strcmp(g->edges[i].to, to))
			return &g->edges[i];
	return NULL;
}

#endif
