// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the device-tree properties usbnet applies
 */

#include <kunit/device.h>
#include <kunit/of.h>
#include <kunit/test.h>
#include <linux/if_ether.h>
#include <linux/of.h>
#include <linux/usb/usbnet.h>

struct usbnet_mac_case {
	const char *name;
	u8 addr[8];
	int len;
	bool valid;
};

static const struct usbnet_mac_case usbnet_mac_cases[] = {
	{ "locally administered", { 0x02, 0x11, 0x22, 0x33, 0x44, 0x55 }, 6, true },
	{ "universal", { 0x00, 0x80, 0x0f, 0x95, 0x00, 0x01 }, 6, true },
	{ "all zeros", { 0 }, 6, false },
	{ "multicast", { 0x01, 0x00, 0x5e, 0x00, 0x00, 0x01 }, 6, false },
	{ "broadcast", { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff }, 6, false },
	{ "five bytes", { 0x02, 0x11, 0x22, 0x33, 0x44 }, 5, false },
	{ "eight bytes", { 0x02, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77 }, 8, false },
	{ "empty", { 0 }, 0, false },
};

static void usbnet_mac_case_desc(const struct usbnet_mac_case *c, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%s", c->name);
}

KUNIT_ARRAY_PARAM(usbnet_mac, usbnet_mac_cases, usbnet_mac_case_desc);

static void usbnet_of_mac_test(struct kunit *test)
{
	const struct usbnet_mac_case *c = test->param_value;
	u8 *buf = kunit_kzalloc(test, sizeof(c->addr), GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, buf);
	memcpy(buf, c->addr, c->len);
	if (c->valid)
		KUNIT_EXPECT_NULL(test, usbnet_of_mac_problem(buf, c->len));
	else
		KUNIT_EXPECT_NOT_NULL(test, usbnet_of_mac_problem(buf, c->len));
}

struct usbnet_label_case {
	const char *name;
	const char *label;
	int len;	/* -1: strlen + 1 */
	bool valid;
};

static const struct usbnet_label_case usbnet_label_cases[] = {
	{ "plain", "lan0", -1, true },
	{ "dash and dot", "wan-1.2", -1, true },
	{ "15 characters", "abcdefghijklmno", -1, true },
	{ "16 characters", "abcdefghijklmnop", -1, false },
	{ "empty", "", -1, false },
	{ "slash", "lan/0", -1, false },
	{ "colon", "lan:0", -1, false },
	{ "percent", "lan%d", -1, false },
	{ "space", "lan 0", -1, false },
	{ "tab", "lan\t0", -1, false },
	{ "dot", ".", -1, false },
	{ "dot dot", "..", -1, false },
	{ "not terminated", "lan0", 4, false },
	{ "zero length", "lan0", 0, false },
	{ "cell, not a string", "\x00\x00\x00\x01", 4, false },
	{ "two strings", "lan0\0lan1", 10, false },
};

static void usbnet_label_case_desc(const struct usbnet_label_case *c, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%s", c->name);
}

KUNIT_ARRAY_PARAM(usbnet_label, usbnet_label_cases, usbnet_label_case_desc);

static void usbnet_of_label_test(struct kunit *test)
{
	const struct usbnet_label_case *c = test->param_value;
	int len = c->len < 0 ? strlen(c->label) + 1 : c->len;
	char *buf = NULL;

	/* exactly the property's bytes: nothing after them may be read */
	if (len) {
		buf = kunit_kmalloc(test, len, GFP_KERNEL);
		KUNIT_ASSERT_NOT_NULL(test, buf);
		memcpy(buf, c->label, len);
	}
	if (c->valid)
		KUNIT_EXPECT_NULL(test, usbnet_of_label_problem(buf, len));
	else
		KUNIT_EXPECT_NOT_NULL(test, usbnet_of_label_problem(buf, len));
}

/* which address, from which property, a node of the overlay gives */
struct usbnet_node_case {
	const char *node;
	const char *from;	/* NULL: no address */
	u8 addr[ETH_ALEN];
	const char *label;	/* NULL: no usable label */
};

static const struct usbnet_node_case usbnet_node_cases[] = {
	{ "both", "mac-address", { 2, 0, 0, 0, 0, 1 } },
	{ "local", "local-mac-address", { 2, 0, 0, 0, 0, 3 } },
	{ "multicast-then-local", "local-mac-address", { 2, 0, 0, 0, 0, 4 } },
	{ "short-then-none", NULL },
	{ "zeros", NULL },
	{ "none", NULL },
	{ "label", NULL, {}, "lan0" },
	{ "label-slash", NULL },
	{ "label-cell", NULL },
};

static void usbnet_node_case_desc(const struct usbnet_node_case *c, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%s", c->node);
}

KUNIT_ARRAY_PARAM(usbnet_node, usbnet_node_cases, usbnet_node_case_desc);

static struct device_node *usbnet_kunit_node(struct kunit *test,
					     const char *name)
{
	struct device_node *np;
	char path[64];

	KUNIT_ASSERT_EQ(test, 0, of_overlay_apply_kunit(test, usbnet_kunit));
	snprintf(path, sizeof(path), "/usbnet-kunit/%s", name);
	np = of_find_node_by_path(path);
	KUNIT_ASSERT_NOT_NULL(test, np);
	of_node_put_kunit(test, np);

	return np;
}

static void usbnet_of_node_test(struct kunit *test)
{
	const struct usbnet_node_case *c = test->param_value;
	struct device_node *np = usbnet_kunit_node(test, c->node);
	struct device *dev;
	const char *from, *label;
	u8 addr[ETH_ALEN] = {};

	dev = kunit_device_register(test, "usbnet-kunit");
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, dev);

	from = usbnet_of_get_mac(dev, np, addr);
	if (c->from) {
		KUNIT_ASSERT_NOT_NULL(test, from);
		KUNIT_EXPECT_STREQ(test, from, c->from);
		KUNIT_EXPECT_MEMEQ(test, addr, c->addr, ETH_ALEN);
	} else {
		KUNIT_EXPECT_NULL(test, from);
	}

	label = usbnet_of_get_label(dev, np);
	if (c->label) {
		KUNIT_ASSERT_NOT_NULL(test, label);
		KUNIT_EXPECT_STREQ(test, label, c->label);
	} else {
		KUNIT_EXPECT_NULL(test, label);
	}
}

static struct kunit_case usbnet_of_test_cases[] = {
	KUNIT_CASE_PARAM(usbnet_of_mac_test, usbnet_mac_gen_params),
	KUNIT_CASE_PARAM(usbnet_of_label_test, usbnet_label_gen_params),
	KUNIT_CASE_PARAM(usbnet_of_node_test, usbnet_node_gen_params),
	{}
};

static struct kunit_suite usbnet_of_test_suite = {
	.name = "usbnet_of",
	.test_cases = usbnet_of_test_cases,
};

kunit_test_suite(usbnet_of_test_suite);

MODULE_DESCRIPTION("KUnit tests for usbnet's device-tree properties");
MODULE_LICENSE("GPL");
MODULE_IMPORT_NS(EXPORTED_FOR_KUNIT_TESTING);
