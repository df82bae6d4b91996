// SPDX-License-Identifier: GPL-2.0
/* mac.c and blob.c: MAC parsing, U-Boot's fdt_fixup_ethernet() rules, blobs */
#include <stdio.h>
#include <unistd.h>
#include <sys/stat.h>

#include "testutil.h"

static const uint8_t M1[6] = { 2, 0, 0, 0, 0, 0x10 };

static void test_mac_parse(void **state)
{
	uint8_t m[6];
	const char *why;

	(void)state;
	assert_int_equal(usbdt_mac_parse("02:11:22:33:44:55", m), 0);
	assert_int_equal(m[5], 0x55);
	assert_int_equal(usbdt_mac_parse("2:A:b:3:4:5", m), 0);	/* U-Boot env allows 1-2 digits */
	assert_int_equal(m[1], 0xa);
	assert_int_equal(usbdt_mac_parse("02:11:22:33:44", m), USBDT_EINVAL);
	assert_int_equal(usbdt_mac_parse("02:11:22:33:44:55:66", m), USBDT_EINVAL);
	assert_int_equal(usbdt_mac_parse("02-11-22-33-44-55", m), USBDT_EINVAL);
	assert_int_equal(usbdt_mac_parse("021:1:22:33:44:55", m), USBDT_EINVAL);
	assert_int_equal(usbdt_mac_parse("0x:11:22:33:44:55", m), USBDT_EINVAL);
	assert_int_equal(usbdt_mac_parse("", m), USBDT_EINVAL);
	assert_int_equal(usbdt_mac_parse("02:11:22:33:44:55 ", m), USBDT_EINVAL);
	assert_int_equal(usbdt_mac_valid(M1, &why), 0);
	m[0] = 1; m[1] = m[2] = m[3] = m[4] = m[5] = 0;
	assert_int_equal(usbdt_mac_valid(m, &why), USBDT_EINVAL);
	assert_non_null(strstr(why, "multicast"));
	m[0] = 0;
	assert_int_equal(usbdt_mac_valid(m, &why), USBDT_EINVAL);
	assert_non_null(strstr(why, "zero"));
}

static void test_uboot_alias_index(void **state)
{
	char buf[32];

	(void)state;
	assert_int_equal(usbdt_uboot_alias_index("ethernet"), 0);
	assert_int_equal(usbdt_uboot_alias_index("ethernet0"), 0);
	assert_int_equal(usbdt_uboot_alias_index("ethernet1"), 1);
	assert_int_equal(usbdt_uboot_alias_index("ethernet01"), 1);
	assert_int_equal(usbdt_uboot_alias_index("ethernet12"), 12);
	assert_int_equal(usbdt_uboot_alias_index("ethernet-phy0"), 0);
	assert_int_equal(usbdt_uboot_alias_index("ethernet-usb"), -1);
	assert_int_equal(usbdt_uboot_alias_index("serial0"), -1);
	assert_int_equal(usbdt_uboot_alias_index("ether1"), -1);
	usbdt_uboot_env_name(0, buf, sizeof(buf));
	assert_string_equal(buf, "ethaddr");
	usbdt_uboot_env_name(3, buf, sizeof(buf));
	assert_string_equal(buf, "eth3addr");
}

static void test_env_parse(void **state)
{
	static const char text[] = "# comment\r\nethaddr=02:00:00:00:00:01\r\n"
		"\neth1addr=x\nbootcmd=echo a\\\n# b\\\\\\\nc\nethaddr=02:00:00:00:00:02\nlast=1";
	static const struct {
		const char *text;
		int line;
		const char *why;
	} bad[] = {
		/* "ethaddr = ..." is not U-Boot's format */
		{ "a=1\nethaddr = 02:00:00:00:00:01\n", 2, "white space" },
		/* U-Boot's env import -t deletes a bare name: not name=value */
		{ "a=1\nnoequals\nethaddr=02:00:00:00:00:01\n", 2, "no '='" },
		{ "ethaddr 02:00:00:00:00:01\r\n", 1, "no '='" },
		/* and fails on an empty one */
		{ "=novalue\n", 1, "no name" },
		{ "a=1\\\n\nb=\x01\nc=1\0\n", 4, "NUL" },
	};
	struct usbdt_env env;
	size_t i;

	(void)state;
	assert_int_equal(usbdt_env_parse(text, sizeof(text) - 1, &env), 0);
	assert_int_equal(env.n, 5);
	assert_string_equal(usbdt_env_get(&env, "ethaddr"), "02:00:00:00:00:02");
	assert_string_equal(usbdt_env_get(&env, "eth1addr"), "x");
	/* a value over escaped line breaks: its first line */
	assert_string_equal(usbdt_env_get(&env, "bootcmd"), "echo a");
	assert_string_equal(usbdt_env_get(&env, "last"), "1");
	usbdt_env_free(&env);
	assert_int_equal(usbdt_env_read("/nonexistent/env", &env), USBDT_EIO);
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		size_t len = strlen(bad[i].text);

		if (strstr(bad[i].why, "NUL"))
			len += 2;	/* the NUL and the newline after it */
		assert_int_equal(usbdt_env_parse(bad[i].text, len, &env), USBDT_EENV);
		assert_int_equal(env.badline, bad[i].line);
		assert_non_null(strstr(env.badwhy, bad[i].why));
		assert_int_equal(env.n, 0);
	}
}

/* U-Boot's binary environment: CRC-32, [flags], name=value\0...\0\0 */
static void write_env_bin(const char *path, bool redundant, bool bad_crc)
{
	static const char data[] = "bootdelay=2\0ethaddr=02:00:00:00:00:09\0";
	unsigned char buf[256] = { 0 };
	size_t hdr = redundant ? 5 : 4, i;
	uint32_t c = 0xffffffffu;
	FILE *f;
	int k;

	memcpy(buf + hdr, data, sizeof(data));
	if (redundant)
		buf[4] = 1;	/* flags: active */
	for (i = hdr; i < sizeof(buf); i++) {
		c ^= buf[i];
		for (k = 0; k < 8; k++)
			c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
	}
	c = ~c ^ (bad_crc ? 1u : 0u);
	buf[0] = (unsigned char)c;
	buf[1] = (unsigned char)(c >> 8);
	buf[2] = (unsigned char)(c >> 16);
	buf[3] = (unsigned char)(c >> 24);
	f = fopen(path, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(buf, 1, sizeof(buf), f), sizeof(buf));
	fclose(f);
}

static void test_env_binary(void **state)
{
	char path[] = "/tmp/usbdt-env-XXXXXX";
	struct usbdt_env env;
	int fd = mkstemp(path);

	(void)state;
	assert_true(fd >= 0);
	close(fd);
	write_env_bin(path, false, false);
	assert_int_equal(usbdt_env_read(path, &env), 0);
	assert_int_equal(env.binary, USBDT_ENV_SINGLE);
	assert_string_equal(usbdt_env_get(&env, "ethaddr"), "02:00:00:00:00:09");
	assert_string_equal(usbdt_env_get(&env, "bootdelay"), "2");
	usbdt_env_free(&env);
	write_env_bin(path, true, false);
	assert_int_equal(usbdt_env_read(path, &env), 0);
	assert_int_equal(env.binary, USBDT_ENV_REDUNDANT);
	assert_string_equal(usbdt_env_get(&env, "ethaddr"), "02:00:00:00:00:09");
	usbdt_env_free(&env);
	write_env_bin(path, false, true);
	assert_int_equal(usbdt_env_read(path, &env), USBDT_EENV);
	unlink(path);
}

/* a tight blob (no free space) with aliases, as dtc writes it */
static struct usbdt_blob tight_blob(void (*build)(void *))
{
	struct usbdt_blob b;
	void *fdt = tfdt_new();

	build(fdt);
	assert_int_equal(fdt_pack(fdt), 0);
	assert_int_equal(usbdt_blob_from_mem(fdt, fdt_totalsize(fdt), &b), 0);
	free(fdt);
	assert_int_equal(usbdt_blob_validate(&b), 0);
	return b;
}

static void build_env_tree(void *fdt)
{
	tnode(fdt, "/", "usb");
	tnode(fdt, "/usb", "a");
	tnode(fdt, "/usb", "b");
	tnode(fdt, "/usb", "c");
	tprop(fdt, "/usb/a", "mac-address", "\2\0\0\0\0\0", 6);
	tnode(fdt, "/", "aliases");
	tstr(fdt, "/aliases", "ethernet4", "/usb/missing");
	tstr(fdt, "/aliases", "ethernet-usb", "/usb/c");
	tstr(fdt, "/aliases", "ethernet1", "/usb/b");
	tstr(fdt, "/aliases", "ethernet", "/usb/a");
}

static int nlog;
static void logp(const char *path, const char *prop, const uint8_t mac[6], void *arg)
{
	(void)path; (void)prop; (void)mac; (void)arg;
	nlog++;
}

static void expect_mac(const void *fdt, const char *path, const char *prop,
		       const char *mac)
{
	const void *v;
	int len;

	v = fdt_getprop(fdt, fdt_path_offset(fdt, path), prop, &len);
	if (!mac) {
		assert_null(v);
		return;
	}
	assert_non_null(v);
	assert_int_equal(len, 6);
	assert_memory_equal(v, mac, 6);
}

static struct usbdt_env env_of(const char *text)
{
	struct usbdt_env env;

	assert_int_equal(usbdt_env_parse(text, strlen(text), &env), 0);
	return env;
}

static void test_setmac_env(void **state)
{
	struct usbdt_blob b = tight_blob(build_env_tree);
	struct usbdt_env env = env_of("ethaddr=02:00:00:00:00:10\n"
				      "eth1addr=02:00:00:00:00:11\n"
				      "eth4addr=02:00:00:00:00:14\n"
				      "usbethaddr=02:00:00:00:00:99\n");
	struct usbdt_setmac_env_opts o = { false };
	FILE *warn = fopen("/dev/null", "w");

	(void)state;
	nlog = 0;
	assert_int_equal(usbdt_setmac_env(&b, &env, &o, logp, NULL, warn), 2);
	assert_int_equal(nlog, 3);	/* a: both properties, b: one */
	expect_mac(b.data, "/usb/a", "mac-address", "\2\0\0\0\0\x10");
	expect_mac(b.data, "/usb/a", "local-mac-address", "\2\0\0\0\0\x10");
	expect_mac(b.data, "/usb/b", "local-mac-address", "\2\0\0\0\0\x11");
	expect_mac(b.data, "/usb/b", "mac-address", NULL);
	expect_mac(b.data, "/usb/c", "local-mac-address", NULL);
	assert_int_equal(fdt_check_full(b.data, fdt_totalsize(b.data)), 0);
	usbdt_env_free(&env);
	usbdt_blob_free(&b);
	fclose(warn);
}

static void test_setmac_env_refuses(void **state)
{
	struct usbdt_blob b = tight_blob(build_env_tree);
	struct usbdt_env env = env_of("ethaddr=02:00:00:00:00:10\neth1addr=01:00:00:00:00:11\n");
	struct usbdt_setmac_env_opts o = { false };
	FILE *warn = fopen("/dev/null", "w");

	(void)state;
	assert_int_equal(usbdt_setmac_env(&b, &env, &o, NULL, NULL, warn), USBDT_EINVAL);
	expect_mac(b.data, "/usb/a", "local-mac-address", NULL);	/* nothing written */
	usbdt_env_free(&env);
	env = env_of("ethaddr=bogus\n");
	assert_int_equal(usbdt_setmac_env(&b, &env, &o, NULL, NULL, warn), USBDT_EINVAL);
	usbdt_env_free(&env);
	/* an invalid variable no alias uses is not read, as in U-Boot */
	env = env_of("eth7addr=bogus\n");
	assert_int_equal(usbdt_setmac_env(&b, &env, &o, NULL, NULL, warn), 0);
	usbdt_env_free(&env);
	usbdt_blob_free(&b);
	fclose(warn);
}

static void test_setmac_usbethaddr(void **state)
{
	struct usbdt_blob b = tight_blob(build_env_tree);
	struct usbdt_env env = env_of("usbethaddr=02:00:00:00:00:99\n");
	struct usbdt_setmac_env_opts o = { false };
	FILE *warn = fopen("/dev/null", "w");

	(void)state;
	assert_int_equal(usbdt_setmac_env(&b, &env, &o, NULL, NULL, warn), 0);
	o.usbethaddr_fallback = true;
	assert_int_equal(usbdt_setmac_env(&b, &env, &o, NULL, NULL, warn), 1);
	expect_mac(b.data, "/usb/a", "local-mac-address", "\2\0\0\0\0\x99");
	expect_mac(b.data, "/usb/b", "local-mac-address", NULL);
	usbdt_env_free(&env);
	usbdt_blob_free(&b);
	fclose(warn);
}

static void build_noalias(void *fdt)
{
	tnode(fdt, "/", "eth");
}

static void test_setmac_node_grows(void **state)
{
	struct usbdt_blob b = tight_blob(build_noalias);
	struct usbdt_env env = env_of("ethaddr=02:00:00:00:00:10\n");
	struct usbdt_setmac_env_opts o = { false };
	size_t before = fdt_totalsize(b.data);

	(void)state;
	/* no /aliases: U-Boot does nothing */
	assert_int_equal(usbdt_setmac_env(&b, &env, &o, NULL, NULL, stderr), 0);
	assert_int_equal(usbdt_setmac_node(&b, fdt_path_offset(b.data, "/eth"), M1,
					   NULL, NULL), 0);
	assert_true(fdt_totalsize(b.data) > before);
	expect_mac(b.data, "/eth", "local-mac-address", (const char *)M1);
	expect_mac(b.data, "/eth", "mac-address", NULL);
	assert_int_equal(fdt_check_full(b.data, fdt_totalsize(b.data)), 0);
	usbdt_env_free(&env);
	usbdt_blob_free(&b);
}

static void test_blob_validate(void **state)
{
	struct usbdt_blob b = tight_blob(build_noalias);
	struct usbdt_blob bad;
	uint8_t junk[64] = { 0xd0, 0x0d, 0xfe, 0xed };

	(void)state;
	assert_int_equal(usbdt_blob_from_mem(b.data, 40, &bad), 0);
	assert_int_equal(usbdt_blob_validate(&bad), USBDT_EBADFDT);
	usbdt_blob_free(&bad);
	assert_int_equal(usbdt_blob_from_mem(junk, sizeof(junk), &bad), 0);
	assert_int_equal(usbdt_blob_validate(&bad), USBDT_EBADFDT);
	usbdt_blob_free(&bad);
	assert_int_equal(usbdt_blob_from_mem(b.data, fdt_totalsize(b.data) - 1, &bad), 0);
	assert_int_equal(usbdt_blob_validate(&bad), USBDT_EBADFDT);
	usbdt_blob_free(&bad);
	assert_int_equal(usbdt_read_file("/nonexistent.dtb", &bad), USBDT_EIO);
	assert_string_equal(usbdt_strerror(USBDT_EBADFDT), "not a valid device-tree blob");
	assert_string_equal(usbdt_strerror(-FDT_ERR_NOSPACE), "FDT_ERR_NOSPACE");
	usbdt_blob_free(&b);
}

static void build_overlay(void *fdt)
{
	tnode(fdt, "/", "fragment@0");
	tstr(fdt, "/fragment@0", "target-path", "/eth");
	tnode(fdt, "/fragment@0", "__overlay__");
	tstr(fdt, "/fragment@0/__overlay__", "label", "lan0");
}

static void test_overlay(void **state)
{
	struct usbdt_blob b = tight_blob(build_noalias);
	struct usbdt_blob ov = tight_blob(build_overlay);
	const char *s;

	(void)state;
	assert_int_equal(usbdt_apply_overlay(&b, &ov), 0);
	s = fdt_getprop(b.data, fdt_path_offset(b.data, "/eth"), "label", NULL);
	assert_non_null(s);
	assert_string_equal(s, "lan0");
	/* a fragment whose target does not exist */
	fdt_setprop_string(ov.data, fdt_path_offset(ov.data, "/fragment@0"),
			   "target-path", "/nope");
	/* libfdt's own reason comes back, for the message */
	assert_int_equal(usbdt_apply_overlay(&b, &ov), -FDT_ERR_NOTFOUND);
	usbdt_blob_free(&ov);
	usbdt_blob_free(&b);
}

static void test_write_atomic(void **state)
{
	struct usbdt_blob b = tight_blob(build_noalias), r;
	char path[] = "/tmp/usbdt-test-XXXXXX";
	int fd = mkstemp(path);

	(void)state;
	assert_true(fd >= 0);
	close(fd);
	assert_int_equal(usbdt_write_atomic(path, b.data), 0);
	assert_int_equal(usbdt_read_file(path, &r), 0);
	assert_int_equal(r.size, fdt_totalsize(b.data));
	assert_memory_equal(r.data, b.data, r.size);
	unlink(path);
	assert_int_equal(usbdt_write_atomic("/nonexistent/dir/x.dtb", b.data), USBDT_EIO);
	/* not a regular file: refused, left as it was (rename() would have
	 * put a regular file in its place) */
	assert_int_equal(mkfifo(path, 0600), 0);
	assert_int_equal(usbdt_write_atomic(path, b.data), USBDT_EIO);
	{
		struct stat st;

		assert_int_equal(lstat(path, &st), 0);
		assert_true(S_ISFIFO(st.st_mode));
	}
	unlink(path);
	assert_int_equal(usbdt_write_file("/nonexistent/dir/x.dtb", b.data), USBDT_EIO);
	usbdt_blob_free(&r);
	usbdt_blob_free(&b);
}

static int hexval(char c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* fuzz finding: a version 9 blob on which libfdt 1.6.1's fdt_check_full() crashes */
static void test_blob_old_version(void **state)
{
	struct usbdt_blob hex, bin;
	size_t i, n = 0;
	const char *p;

	(void)state;
	assert_int_equal(usbdt_read_file("tests/data/fuzz-crash-v9-blob.hex", &hex), 0);
	assert_int_equal(usbdt_blob_from_mem(hex.data, hex.size, &bin), 0);
	for (i = 0, p = hex.data; i + 1 < hex.size; i++) {
		if (hexval(p[i]) < 0)
			continue;
		assert_true(hexval(p[i + 1]) >= 0);
		((uint8_t *)bin.data)[n++] = (uint8_t)(hexval(p[i]) * 16 + hexval(p[i + 1]));
		i++;
	}
	bin.size = n;
	assert_int_equal(n, 809);
	assert_int_equal(fdt_version(bin.data), 9);
	assert_int_equal(usbdt_blob_validate(&bin), USBDT_EBADFDT);
	usbdt_blob_free(&bin);
	usbdt_blob_free(&hex);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_mac_parse),
		cmocka_unit_test(test_uboot_alias_index),
		cmocka_unit_test(test_env_parse),
		cmocka_unit_test(test_env_binary),
		cmocka_unit_test(test_setmac_env),
		cmocka_unit_test(test_setmac_env_refuses),
		cmocka_unit_test(test_setmac_usbethaddr),
		cmocka_unit_test(test_setmac_node_grows),
		cmocka_unit_test(test_blob_validate),
		cmocka_unit_test(test_blob_old_version),
		cmocka_unit_test(test_overlay),
		cmocka_unit_test(test_write_atomic),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
