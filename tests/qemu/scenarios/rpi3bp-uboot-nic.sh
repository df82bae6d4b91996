# shellcheck shell=bash
desc="Pi 3 B+ tree through the project's rpi_3, measured: U-Boot runs with its embedded copy of the Pi 3 B tree, so the LAN7515's inner hub takes that tree's usbether@1, the LAN7800 no node, and its lan78xx is eth1 (ethernet0 is taken) with eth1addr (without it: 'address not set', no NIC); it pings the emulator; Linux's ethernet@1 gets ethaddr through the 3 B+ tree's ethernet0 alias"
board=rpi3bp
boot=uboot
board_uboot_bin=build/u-boot-rpi_3.bin
overlay=lan-dt.dtso
timeout=300
# ethaddr for Linux's node (the 3 B+ tree's ethernet0), eth1addr for
# U-Boot's lan78xx (eth1: its own tree's ethernet0 names usbether@1)
uboot_env=(ethaddr=02:de:ad:be:ef:78 eth1addr=02:de:ad:be:ef:78 usbethaddr=02:de:ad:be:ef:78 ipaddr=10.0.2.15 netmask=255.255.255.0)
uboot_cmds="usb start; usb tree; net list; ping 10.0.2.2; usb stop"
EMU_DEVICE=lan7800
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1.1
# Linux's dwc2 cannot take QEMU's over after U-Boot's (tests/qemu/boards/rpi3b.sh)
EMU_GUEST_DRIVER=0
EMU_EXPECT=02:de:ad:be:ef:78
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/qemu/lib/rpi3b.sh"
. "$top/tests/qemu/lib/uboot.sh"
emu_host_extra() {
	local nodes
	nodes=$(uboot_usb_nodes "$UBOOT_LOG")
	rpi3b_uboot_boot_checks
	host_ok "U-Boot's lan78xx is eth1 (no node; its tree's ethernet0 is another node) with eth1addr" \
		grep -q "eth1 : lan78xx_eth 02:de:ad:be:ef:78 active" "$UBOOT_LOG"
	host_ok "U-Boot pinged the emulator's peer through the LAN7800" grep -q "host 10.0.2.2 is alive" "$UBOOT_LOG"
	# measured: what U-Boot's own (3 B) tree gives the 3 B+'s devices
	host_is "$(awk -F'\t' '$1 == "Hub" { print $2 }' <<<"$nodes" | tr '\n' ' ')" \
		"/soc/usb@7e980000 /soc/usb@7e980000/usb1@1 /soc/usb@7e980000/usb1@1/usbether@1 " \
		"U-Boot's hubs: the root hub, the outer hub on usb1@1 and the inner hub on the 3 B tree's usbether@1"
	uboot_node_is "$UBOOT_LOG" "Vendor specific" - "U-Boot's LAN7800 (behind the inner hub) has no node in U-Boot's tree"
}
