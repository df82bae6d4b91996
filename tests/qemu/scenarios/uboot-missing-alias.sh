# shellcheck shell=bash disable=SC2046
desc="U-Boot: an alias to a missing node is reported by U-Boot, the boot goes on"
boot=uboot
overlay=uboot-missing-alias.dtso
uboot_env=(ethaddr=02:aa:bb:cc:dd:01 eth1addr=02:aa:bb:cc:dd:02)
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	$(usb_net xhci.0 1.1 52:54:00:00:05:01)
	$(usb_net xhci.0 1.2 52:54:00:00:05:02)
)

host_post() {
	host_ok "U-Boot reports the missing node" \
		grep -q "Unable to update property /pcie@10000000/usb@2,0/hub@5/ethernet@9:mac-address, err=FDT_ERR_NOTFOUND" "$CONSOLE_LOG"
	host_ok "U-Boot booted the kernel" grep -q "Starting kernel" "$CONSOLE_LOG"
}
