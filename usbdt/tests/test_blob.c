// SPDX-License-Identifier: GPL-2.0
/*
 * blob.c's guards on what libfdt 1.6.1 does not check: alias values
 * resolved without its recursion (an alias whose value is its own name
 * overflowed the stack in fdt_path_offset()), and the command line on
 * it: an error, not a crash, nothing written.
 * Runs ./usbdt (make check builds it first) from usbdt/.
 */
#include <stdio.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/testutil.h"

#define USBDT "./usbdt"

/* ---- helpers ---- */

static struct usbdt_blob blob_of(const void *fdt)
{
	struct usbdt_blob b;

	assert_int_equal(usbdt_blob_from_mem(fdt, fdt_totalsize(fdt), &b), 0);
	return b;
}

static void write_bytes(const char *path, const void *data, size_t len)
{
	FILE *f = fopen(path, "wb");

	assert_non_null(f);
	assert_int_equal(fwrite(data, 1, len, f), len);
	assert_int_equal(fclose(f), 0);
}

/* run a shell command; its exit status (a signal fails the test) */
static int run_rc(const char *fmt, ...)
{
	char cmd[1024];
	va_list ap;
	int st;

	va_start(ap, fmt);
	vsnprintf(cmd, sizeof(cmd), fmt, ap);
	va_end(ap);
	st = system(cmd);
	assert_true(st != -1);
	if (!WIFEXITED(st))
		fail_msg("%s: killed by signal", cmd);
	/* sh reports a child's signal as 128 + N */
	if (WEXITSTATUS(st) > 128)
		fail_msg("%s: exit %d (a signal)", cmd, WEXITSTATUS(st));
	return WEXITSTATUS(st);
}

static bool exists(const char *path)
{
	struct stat st;

	return !stat(path, &st);
}

struct diags {
	int n;
	char msg[8][256];
	char check[8][32];
};

static void collect(const struct usbdt_diag *d, void *arg)
{
	struct diags *g = arg;

	if (g->n < 8) {
		snprintf(g->msg[g->n], sizeof(g->msg[0]), "%s", d->msg);
		snprintf(g->check[g->n], sizeof(g->check[0]), "%s", d->check);
	}
	g->n++;
}

static struct diags check_all(const void *fdt)
{
	struct usbdt_opts o;
	struct usbdt_result r;
	struct diags g = { 0 };

	usbdt_opts_init(&o);
	assert_int_equal(usbdt_check_fdt(fdt, "t", &o, collect, &g, &r), 0);
	return g;
}

/* ---- aliases ---- */

/* the six-line tree: ethernet0 = "ethernet0" */
static void *alias_loop_tree(void)
{
	void *fdt = tfdt_new();

	tnode(fdt, "/", "aliases");
	tstr(fdt, "/aliases", "ethernet0", "ethernet0");
	return fdt;
}

static void test_alias_loop(void **state)
{
	void *fdt = alias_loop_tree();
	struct usbdt_blob b = blob_of(fdt), before = blob_of(fdt);
	struct usbdt_setmac_env_opts eo = { false, "t.dtb" };
	struct usbdt_env env;
	struct diags g;
	const char *val;
	char *msg = NULL;
	size_t msglen = 0;
	FILE *warn;
	int len;

	(void)state;
	assert_int_equal(usbdt_blob_validate(&b), 0);
	assert_int_equal(usbdt_alias_offset(fdt, "ethernet0", &val, &len), USBDT_EBADPATH);
	assert_string_equal(val, "ethernet0");
	assert_int_equal(usbdt_alias_offset(fdt, "ethernet1", &val, &len), USBDT_ENOENT);
	assert_int_equal(usbdt_path_offset(fdt, "ethernet0"), -FDT_ERR_BADPATH);
	/* check: one error naming the alias, no crash */
	g = check_all(fdt);
	assert_int_equal(g.n, 1);
	assert_string_equal(g.check[0], "alias-ethernet");
	assert_non_null(strstr(g.msg[0], "alias ethernet0 is not an absolute path"));
	/* set-mac --env: refused before any edit */
	assert_int_equal(usbdt_env_parse("ethaddr=02:00:00:00:00:01\n", 26, &env), 0);
	warn = open_memstream(&msg, &msglen);
	assert_non_null(warn);
	assert_int_equal(usbdt_setmac_env(&b, &env, &eo, NULL, NULL, warn), USBDT_EBADPATH);
	fclose(warn);
	assert_string_equal(msg, "t.dtb: /aliases: error: alias ethernet0 is not an absolute path (\"/...\"): usbdt does not follow an alias of an alias; file left untouched\n");
	free(msg);
	assert_memory_equal(b.data, before.data, before.size);
	usbdt_env_free(&env);
	usbdt_blob_free(&before);
	usbdt_blob_free(&b);
	free(fdt);
}

/* every value that is not one absolute path string: refused, never followed */
static void test_alias_values(void **state)
{
	static const struct {
		const char *val;
		int len;
		const char *why;
	} bad[] = {
		{ "eth", 4, "not an absolute path" },		/* an alias of an alias */
		{ "eth/x", 6, "not an absolute path" },
		{ "ethernet0/x", 12, "not an absolute path" },	/* loops through itself */
		{ "", 1, "empty" },
		{ "", 0, "empty" },
		{ "/eth", 4, "not a NUL-terminated" },
		{ "/eth\0/x", 8, "NUL byte inside" },
		{ "/eth\0\0", 6, "NUL byte inside" },
	};
	void *fdt = tfdt_new();
	struct diags g;
	size_t i;
	int eth;

	(void)state;
	tnode(fdt, "/", "eth");
	tnode(fdt, "/", "aliases");
	tstr(fdt, "/aliases", "eth", "/eth");
	eth = fdt_subnode_offset(fdt, 0, "eth");
	assert_int_equal(usbdt_alias_value_offset(fdt, "/eth", 5), eth);
	assert_int_equal(usbdt_alias_value_offset(fdt, "//eth/", 7), eth);
	assert_int_equal(usbdt_alias_value_offset(fdt, "/", 2), 0);
	assert_int_equal(usbdt_alias_value_offset(fdt, "/nope", 6), -FDT_ERR_NOTFOUND);
	assert_int_equal(usbdt_path_offset(fdt, "/eth"), eth);
	assert_int_equal(usbdt_path_offset(fdt, "/eth/"), eth);
	assert_int_equal(usbdt_path_offset(fdt, "/aliases"), fdt_subnode_offset(fdt, 0, "aliases"));
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		assert_int_equal(usbdt_alias_value_offset(fdt, bad[i].val, bad[i].len),
				 USBDT_EBADPATH);
		assert_non_null(strstr(usbdt_path_value_problem(bad[i].val, bad[i].len),
				       bad[i].why));
		assert_int_equal(fdt_setprop(fdt, fdt_subnode_offset(fdt, 0, "aliases"),
					     "ethernet0", bad[i].val, bad[i].len), 0);
		g = check_all(fdt);
		assert_int_equal(g.n, 1);
		assert_string_equal(g.check[0], "alias-ethernet");
		assert_non_null(strstr(g.msg[0], "alias ethernet0 is "));
		assert_non_null(strstr(g.msg[0], bad[i].why));
	}
	free(fdt);
}

/* fdt_overlay_apply() looks up target-path and __symbols__ with fdt_path_offset() */
static void test_overlay_paths(void **state)
{
	void *base = alias_loop_tree(), *ov = tfdt_new();
	struct usbdt_blob b, o;

	(void)state;
	tnode(base, "/", "__symbols__");
	tstr(base, "/__symbols__", "eth", "/aliases");
	tnode(ov, "/", "fragment@0");
	tstr(ov, "/fragment@0", "target-path", "ethernet0");
	tnode(ov, "/fragment@0", "__overlay__");
	tstr(ov, "/fragment@0/__overlay__", "label", "lan0");
	b = blob_of(base);
	o = blob_of(ov);
	assert_non_null(strstr(usbdt_overlay_problem(b.data, o.data),
			       "target-path of fragment@0 is not an absolute path"));
	assert_int_equal(usbdt_apply_overlay(&b, &o), USBDT_EBADPATH);
	usbdt_blob_free(&o);
	/* an absolute target applies */
	tstr(ov, "/fragment@0", "target-path", "/aliases");
	o = blob_of(ov);
	assert_null(usbdt_overlay_problem(b.data, o.data));
	assert_int_equal(usbdt_apply_overlay(&b, &o), 0);
	usbdt_blob_free(&o);
	/* a __fixups__ path, a base symbol that is an alias name */
	tnode(ov, "/", "__fixups__");
	tstr(ov, "/__fixups__", "eth", "ethernet0:target:0");
	o = blob_of(ov);
	assert_non_null(strstr(usbdt_overlay_problem(b.data, o.data), "__fixups__ eth"));
	usbdt_blob_free(&o);
	tstr(ov, "/__fixups__", "eth", "/fragment@0:target:0");
	tstr(base, "/__symbols__", "eth", "ethernet0");
	o = blob_of(ov);
	usbdt_blob_free(&b);
	b = blob_of(base);
	assert_non_null(strstr(usbdt_overlay_problem(b.data, o.data),
			       "__symbols__ eth is not an absolute path"));
	assert_int_equal(usbdt_apply_overlay(&b, &o), USBDT_EBADPATH);
	usbdt_blob_free(&o);
	usbdt_blob_free(&b);
	free(ov);
	free(base);
}

/* the command line on tests/data/alias-loop.dts: exit 1, not a crash */
static void test_alias_loop_cli(void **state)
{
	char dir[] = "/tmp/usbdt-alias-XXXXXX", out[64], env[64];

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(out, sizeof(out), "%s/out.dtb", dir);
	snprintf(env, sizeof(env), "%s/env.txt", dir);
	write_bytes(env, "ethaddr=02:00:00:00:00:01\n", 26);
	assert_int_equal(run_rc(USBDT " check tests/data/alias-loop.dtb 2>%s/err", dir), 1);
	assert_int_equal(run_rc("grep -q '^tests/data/alias-loop.dtb: /aliases: error: alias ethernet0 is not an absolute path' %s/err", dir), 0);
	assert_int_equal(run_rc(USBDT " set-mac tests/data/alias-loop.dtb --alias ethernet0 02:00:00:00:00:01 -o %s 2>%s/err", out, dir), 1);
	assert_int_equal(run_rc("grep -q 'error: alias ethernet0 is not an absolute path' %s/err", dir), 0);
	assert_false(exists(out));
	assert_int_equal(run_rc(USBDT " set-mac tests/data/alias-loop.dtb --env %s -o %s 2>/dev/null", env, out), 1);
	assert_false(exists(out));
	assert_int_equal(run_rc(USBDT " set-mac tests/data/alias-loop.dtb --node ethernet0 02:00:00:00:00:01 -o %s 2>/dev/null", out), 1);
	assert_false(exists(out));
	assert_int_equal(run_rc("rm -r %s", dir), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_alias_loop),
		cmocka_unit_test(test_alias_values),
		cmocka_unit_test(test_overlay_paths),
		cmocka_unit_test(test_alias_loop_cli),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
