# shellcheck shell=bash
desc="Pi 3 B+ tree through the project's rpi_3, measured: U-Boot runs on the 3 B+ tree the firmware passes, so its hubs and its LAN7800 have the nodes Linux gives them, and its lan78xx is eth0 (the tree's ethernet0) with ethaddr; it pings the emulator; Linux's ethernet@1 gets ethaddr through the alias (U-Boot 2023.01 ran on its embedded 3 B tree instead: inner hub on usbether@1, LAN7800 without node, eth1)"
board=rpi3bp
boot=uboot
board_uboot_bin=build/u-boot-rpi_3.bin
overlay=lan-dt.dtso
timeout=300
# ethaddr: U-Boot's lan78xx (eth0, the 3 B+ tree's ethernet0) and Linux's node
uboot_env=(ethaddr=02:de:ad:be:ef:78 usbethaddr=02:de:ad:be:ef:78 ipaddr=10.0.2.15 netmask=255.255.255.0)
uboot_cmds="usb start; usb tree -n; net list; ping 10.0.2.2; usb stop"
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
	host_ok "U-Boot's lan78xx is eth0 (the 3 B+ tree's ethernet0) with ethaddr" \
		grep -q "eth0 : lan78xx_eth 02:de:ad:be:ef:78 active" "$UBOOT_LOG"
	host_ok "U-Boot pinged the emulator's peer through the LAN7800" grep -q "host 10.0.2.2 is alive" "$UBOOT_LOG"
	# measured: the nodes U-Boot gives the 3 B+'s devices from the 3 B+ tree
	host_is "$(awk -F'\t' '$1 == "Hub" { print $2 }' <<<"$nodes" | tr '\n' ' ')" \
		"/soc/usb@7e980000 /soc/usb@7e980000/usb-port@1 /soc/usb@7e980000/usb-port@1/usb-port@1 " \
		"U-Boot's hubs: the root hub, the outer hub on usb-port@1 and the inner hub on its usb-port@1, as in Linux"
	uboot_node_is "$UBOOT_LOG" "Vendor specific" /soc/usb@7e980000/usb-port@1/usb-port@1/ethernet@1 \
		"U-Boot's LAN7800 has Linux's node, ethernet@1 behind the inner hub"
}
