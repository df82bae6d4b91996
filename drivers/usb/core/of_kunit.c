// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the compatible names of USB device-tree nodes: the names
 * usb_of_names_match() accepts for descriptors and its identity rule,
 * against the vectors of of_kunit_vectors.h.
 */

#include <kunit/test.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/usb/ch9.h>

#include "of_names.h"

struct usb_of_vector {
	struct usb_of_ids ids;
	const char * const *names;	/* NULL-terminated */
	bool expected;		/* identity vectors: whether @names names @ids */
	int line;		/* in of_kunit_vectors.h */
};

#define USB_OF_LEVEL_DEV	false
#define USB_OF_LEVEL_IF		true
#define USB_OF_IDS(lvl, v, p, r, dc, dsc, dp, ncfg, cfg, nif, ifn, ic, isc, ip) \
	{ .vid = (v), .pid = (p), .rev = (r), .dclass = (dc), \
	  .dsubclass = (dsc), .dprotocol = (dp), .nconfigs = (ncfg), \
	  .config = (cfg), .ninterfaces = (nif), .ifnum = (ifn), \
	  .iclass = (ic), .isubclass = (isc), .iprotocol = (ip), \
	  .interface = USB_OF_LEVEL_##lvl }

static const struct usb_of_vector usb_of_name_vectors[] = {
#define USB_OF_NAMES(lvl, v, p, r, dc, dsc, dp, ncfg, cfg, nif, ifn, ic, isc, ip, ...) \
	{ USB_OF_IDS(lvl, v, p, r, dc, dsc, dp, ncfg, cfg, nif, ifn, ic, isc, ip), \
	  (const char * const []){ __VA_ARGS__, NULL }, true, __LINE__ },
#define USB_OF_IDENTITY(...)
#include "of_kunit_vectors.h"
#undef USB_OF_NAMES
#undef USB_OF_IDENTITY
};

static const struct usb_of_vector usb_of_identity_vectors[] = {
#define USB_OF_NAMES(...)
#define USB_OF_IDENTITY(lvl, v, p, r, dc, dsc, dp, ncfg, cfg, nif, ifn, ic, isc, ip, match, ...) \
	{ USB_OF_IDS(lvl, v, p, r, dc, dsc, dp, ncfg, cfg, nif, ifn, ic, isc, ip), \
	  (const char * const []){ __VA_ARGS__, NULL }, match, __LINE__ },
#include "of_kunit_vectors.h"
#undef USB_OF_NAMES
#undef USB_OF_IDENTITY
};

static void usb_of_vector_desc(const struct usb_of_vector *v, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "of_kunit_vectors.h:%d %04x:%04x %s",
		 v->line, v->ids.vid, v->ids.pid,
		 v->ids.interface ? "interface" : "device");
}

KUNIT_ARRAY_PARAM(usb_of_names, usb_of_name_vectors, usb_of_vector_desc);
KUNIT_ARRAY_PARAM(usb_of_identity, usb_of_identity_vectors, usb_of_vector_desc);

/* @names as a compatible property: NUL-separated, an allocation of its length */
static bool usb_of_list_names(struct kunit *test, const struct usb_of_ids *ids,
			      const char * const *names)
{
	size_t len = 0, l;
	char *buf, *p;
	int i;

	for (i = 0; names[i]; i++)
		len += strlen(names[i]) + 1;
	buf = kunit_kmalloc(test, len, GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, buf);
	for (i = 0, p = buf; names[i]; i++, p += l) {
		l = strlen(names[i]) + 1;
		memcpy(p, names[i], l);
	}
	return usb_of_names_match(ids, buf, len);
}

static void usb_of_identity_test(struct kunit *test)
{
	const struct usb_of_vector *v = test->param_value;

	KUNIT_EXPECT_EQ_MSG(test, usb_of_list_names(test, &v->ids, v->names),
			    v->expected, "compatible \"%s\"...", v->names[0]);
}

static bool usb_of_listed(const struct usb_of_vector *v, const char *name)
{
	const char * const *n;

	for (n = v->names; *n; n++)
		if (!strcmp(*n, name))
			return true;
	return false;
}

/*
 * Each name of every name vector, alone, names a vector's descriptors
 * exactly when that vector lists it: the binding's names of the node and
 * no other name of the vectors.
 */
static void usb_of_name_set_test(struct kunit *test)
{
	const struct usb_of_vector *v = test->param_value;
	const char * const *name;
	int i;

	for (i = 0; i < ARRAY_SIZE(usb_of_name_vectors); i++) {
		for (name = usb_of_name_vectors[i].names; *name; name++) {
			const char * const one[] = { *name, NULL };

			KUNIT_EXPECT_EQ_MSG(test,
					    usb_of_list_names(test, &v->ids, one),
					    usb_of_listed(v, *name),
					    "\"%s\" (of_kunit_vectors.h:%d)",
					    *name, usb_of_name_vectors[i].line);
		}
	}
}

/* the LAN9514's Ethernet function, a device node */
static const struct usb_of_ids usb_of_lan = {
	.vid = 0x424, .pid = 0xec00, .rev = 0x200,
	.dclass = 0xff, .dprotocol = 0xff, .nconfigs = 1, .config = 1,
	.ninterfaces = 1, .iclass = 0xff, .iprotocol = 0xff,
};

static void usb_of_list_test(struct kunit *test)
{
	static const char two[] = "smsc,lan9514\0usb424,ec00";
	static const char empties[] = "\0\0usb,device";
	static const char none[] = "usb424,ec01\0usb,class9";

	KUNIT_EXPECT_TRUE(test, usb_of_names_match(&usb_of_lan, two, sizeof(two)));
	KUNIT_EXPECT_TRUE(test,
			  usb_of_names_match(&usb_of_lan, empties, sizeof(empties)));
	KUNIT_EXPECT_FALSE(test,
			   usb_of_names_match(&usb_of_lan, none, sizeof(none)));
	KUNIT_EXPECT_FALSE(test, usb_of_names_match(&usb_of_lan, NULL, 0));
}

static void usb_of_list_unterminated_test(struct kunit *test)
{
	static const char two[] = "smsc,lan9514\0usb424,ec00";
	char *buf;

	/* the last name lacks its NUL: it is not read, not matched */
	buf = kunit_kmalloc(test, 11, GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, buf);
	memcpy(buf, "usb424,ec00", 11);
	KUNIT_EXPECT_FALSE(test, usb_of_names_match(&usb_of_lan, buf, 11));
	buf = kunit_kmalloc(test, sizeof(two) - 1, GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, buf);
	memcpy(buf, two, sizeof(two) - 1);
	KUNIT_EXPECT_FALSE(test,
			   usb_of_names_match(&usb_of_lan, buf, sizeof(two) - 1));
	/* a terminated name before an unterminated tail still counts */
	buf = kunit_kmalloc(test, 15, GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, buf);
	memcpy(buf, "usb424,ec00\0usb", 15);
	KUNIT_EXPECT_TRUE(test, usb_of_names_match(&usb_of_lan, buf, 15));
}

/* over-long and odd names never match and are never read past their end */
static void usb_of_malformed_test(struct kunit *test)
{
	static const char * const bad[] = {
		"usb424,ec00.200000000000000000000000000000000000000000000000",
		"usb424,ec00 ", "usb424,ec00x", "USB424,ec00", "usb,ec00",
		"usb", "usbif", "usb,", "usb424,ec00.201", "usb424,classff.01.ff",
	};
	int i;

	for (i = 0; i < ARRAY_SIZE(bad); i++)
		KUNIT_EXPECT_FALSE_MSG(test,
				       usb_of_names_match(&usb_of_lan, bad[i],
							  strlen(bad[i]) + 1),
				       "\"%s\"", bad[i]);
}

/* only a USB name tells a device apart; a node without one is its port's */
static void usb_of_port_node_test(struct kunit *test)
{
	static const char * const usb[] = {
		"usb424,ec00", "usb,device", "usb,class9", "usbif,class2.6",
		"usbif424,ec00.config1.0", "usb424,classff", "usb0424,ec00",
	};
	static const char * const other[] = {
		"smsc,lan9514", "usb-nop-xceiv", "usbport", "usb", "usbif",
		"usb-a-connector", "", "USB424,ec00",
	};
	static const char two[] = "smsc,lan9514\0usb424,ec00";
	static const char unterminated[] = { 'u', 's', 'b', ',', 'd' };
	int i;

	for (i = 0; i < ARRAY_SIZE(usb); i++)
		KUNIT_EXPECT_TRUE_MSG(test, usb_of_names_usb(usb[i],
							     strlen(usb[i]) + 1),
				      "\"%s\"", usb[i]);
	for (i = 0; i < ARRAY_SIZE(other); i++)
		KUNIT_EXPECT_FALSE_MSG(test,
				       usb_of_names_usb(other[i],
							strlen(other[i]) + 1),
				       "\"%s\"", other[i]);
	KUNIT_EXPECT_TRUE(test, usb_of_names_usb(two, sizeof(two)));
	KUNIT_EXPECT_FALSE(test, usb_of_names_usb(unterminated,
						  sizeof(unterminated)));
	KUNIT_EXPECT_FALSE(test, usb_of_names_usb(NULL, 0));
}

static struct kunit_case usb_of_test_cases[] = {
	KUNIT_CASE_PARAM(usb_of_name_set_test, usb_of_names_gen_params),
	KUNIT_CASE_PARAM(usb_of_identity_test, usb_of_identity_gen_params),
	KUNIT_CASE(usb_of_list_test),
	KUNIT_CASE(usb_of_list_unterminated_test),
	KUNIT_CASE(usb_of_malformed_test),
	KUNIT_CASE(usb_of_port_node_test),
	{}
};

static struct kunit_suite usb_of_test_suite = {
	.name = "usb_of",
	.test_cases = usb_of_test_cases,
};

kunit_test_suite(usb_of_test_suite);

MODULE_DESCRIPTION("KUnit tests for the compatible names of USB device-tree nodes");
MODULE_LICENSE("GPL");
MODULE_IMPORT_NS("EXPORTED_FOR_KUNIT_TESTING");
